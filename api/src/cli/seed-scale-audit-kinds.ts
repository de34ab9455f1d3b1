// The kinds of event the audit generator (seed-scale-audit.ts) draws, each with its weight, who
// acts and the params its summary shows: the mix of a busy site's log, kept apart from the code
// that links and inserts the events.
import type { AuditSummaryKey } from 'contracts';

/** What a kind takes from the generator's random source. */
interface Random {
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

const COURSES = ['CompTIA Security+', 'Cisco CCNA', 'ITIL 4 Foundation', 'AWS Cloud Practitioner'];
const ROLES = ['admin', 'sales', 'user'];

interface Kind {
  action: string;
  summary: AuditSummaryKey;
  /** Events of this kind in a thousand. */
  weight: number;
  /** Signed-in staff act; otherwise someone signing in (an address, perhaps no account). */
  staff: boolean;
  target?: string;
  params?: (random: Random) => Record<string, string | number>;
}

const KINDS: readonly Kind[] = [
  {
    action: 'auth.login',
    summary: 'login.password',
    weight: 380,
    staff: true,
    params: () => ({ role: 'admin' }),
  },
  { action: 'auth.login_failed', summary: 'login.wrong_password', weight: 150, staff: true },
  { action: 'auth.login_failed', summary: 'login.no_account', weight: 100, staff: false },
  { action: 'session.revoke', summary: 'session.signed_out', weight: 80, staff: true },
  {
    action: 'certificate.issue',
    summary: 'certificate.issued',
    weight: 120,
    staff: true,
    target: 'certificate',
    params: (random) => ({ course: random.pick(COURSES), name: 'Meera Sharma' }),
  },
  {
    action: 'certificate.revoke',
    summary: 'certificate.revoked',
    weight: 20,
    staff: true,
    target: 'certificate',
    params: () => ({ reason: 'Issued in error' }),
  },
  {
    action: 'user.role_change',
    summary: 'user.role_changed',
    weight: 20,
    staff: true,
    target: 'user',
    params: (random) => ({
      email: `learner${random.int(100_000)}@example.com`,
      from: 'user',
      to: random.pick(ROLES),
    }),
  },
  {
    action: 'order.payment_confirm',
    summary: 'order.payment_confirmed',
    weight: 60,
    staff: true,
    target: 'order',
    params: (random) => ({
      method: 'upi',
      transactionId: `UTR${random.int(1e9)}`,
      amount: `₹${1000 + random.int(50_000)}`,
      reference: `SB-${random.int(1e6)}`,
      outcome: 'paid',
    }),
  },
  {
    action: 'enquiry.status',
    summary: 'enquiry.status_changed',
    weight: 50,
    staff: true,
    target: 'enquiry',
    params: (random) => ({
      email: `visitor${random.int(100_000)}@example.org`,
      from: 'new',
      to: 'contacted',
    }),
  },
  {
    action: 'question.update',
    summary: 'question.changed',
    weight: 20,
    staff: true,
    target: 'question',
    params: () => ({ fields: 'text, options' }),
  },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

export function pickKind(random: Random): Kind {
  let left = random.int(TOTAL_WEIGHT);
  for (const kind of KINDS) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return KINDS[0] as Kind;
}
