// The generator's certificates (npm run seed:scale -- --certificates=N), stored unsigned as a CSV
// import stores them: IDs of the real alphabet, most with an expiry, some revoked.
import type { Db } from '../db/database';
import { CERTIFICATE_ALPHABET, CERTIFICATE_PREFIX, CERTIFICATE_RANDOM_LENGTH } from '../lib/ids';
import {
  COURSES,
  DAY_MS,
  day,
  DOMAINS,
  insertRows,
  iso,
  pastMoment,
  person,
  uuid,
  type TableRun,
} from './seed-scale-rows';

const ISSUERS = ['SkillBridge Training', 'SkillBridge Pune Centre', 'SkillBridge Online'];
const REVOKE_REASONS = ['Issued in error', 'Exam irregularity', 'Duplicate of another certificate'];

/** Adds `count` certificates. Returns the seconds it took. */
export function seedCertificates(
  db: Db,
  count: number,
  { random, tag, now }: TableRun,
): Promise<number> {
  return insertRows(
    db,
    'certificates',
    [
      'id',
      'certificate_id',
      'full_name',
      'course_name',
      'issued_by',
      'issue_date',
      'status',
      'revoked_reason',
      'revoked_at',
      'created_at',
      'expiry_date',
      'recipient_email',
    ],
    count,
    (i) => {
      const who = person(random);
      const created = pastMoment(random, now);
      const issued = created - random.int(14) * DAY_MS;
      let certificateId = CERTIFICATE_PREFIX;
      for (let c = 0; c < CERTIFICATE_RANDOM_LENGTH; c += 1) {
        certificateId += CERTIFICATE_ALPHABET[random.int(CERTIFICATE_ALPHABET.length)];
      }
      const revoked = random.chance(0.03);
      // Three years for most (so the older ones have expired), none for the rest.
      const expiry = random.chance(0.7) ? day(issued + 3 * 365 * DAY_MS) : null;
      return [
        uuid(random),
        certificateId,
        who.name,
        random.pick(COURSES),
        random.pick(ISSUERS),
        day(issued),
        revoked ? 'revoked' : 'valid',
        revoked ? random.pick(REVOKE_REASONS) : null,
        revoked ? iso(Math.min(now, created + random.int(90) * DAY_MS)) : null,
        iso(created),
        expiry,
        random.chance(0.6) ? `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}` : null,
      ];
    },
  );
}
