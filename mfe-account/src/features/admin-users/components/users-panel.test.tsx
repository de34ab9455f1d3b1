import { screen, within } from '@testing-library/react';
import type { AccountUser } from 'contracts';
import type { Lang } from 'shared';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { UsersPanel } from './users-panel';
import { fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

// The client sends the stored token.
const fake = fakeApiForEachTest({ token: 'admin-token' });

const signedInAsAsha = staffSession();

const account = (id: string, username: string, change: Partial<AccountUser> = {}) => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'user' as const,
  fullName: '',
  createdAt: '2026-01-01T00:00:00Z',
  mfaEnabled: false,
  ...change,
});

/**
 * The users list (the signed-in admin asha, ravi with a second factor, meera without), stored so
 * that a successful reset shows in the next read; `onReset` answers the DELETE.
 */
function serve(onReset: (req: Recorded) => Reply) {
  const stored = [
    account('a1', 'asha', { role: 'admin', mfaEnabled: true }),
    account('u1', 'ravi', { mfaEnabled: true }),
    account('u2', 'meera'),
  ];
  return fake.serve((req) => {
    if (req.method === 'DELETE') {
      const reply = onReset(req);
      if (reply.status === 200) stored[1] = { ...stored[1]!, mfaEnabled: false };
      return reply;
    }
    return {
      status: 200,
      body: { success: true, data: stored, total: stored.length, page: 1, pageSize: 20 },
    };
  });
}

const resetDone = (): Reply => ({
  status: 200,
  body: {
    success: true,
    code: 'MFA_RESET',
    message:
      'Two-step sign-in was reset. The account signs in with its password alone until its owner turns it on again.',
  },
});

function renderPanel(lang?: Lang) {
  return renderWithProviders(<UsersPanel confirm={() => true} />, {
    preloadedState: signedInAsAsha,
    lang,
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe("resetting another account's two-step sign-in in the Users tab", () => {
  it("says whether each account has it on, and offers the reset only for others' accounts that have it", async () => {
    serve(resetDone);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Two-step sign-in' })).toBeVisible();
    const [asha, ravi, meera] = await Promise.all(['asha', 'ravi', 'meera'].map(rowOf));
    expect(within(ravi!).getByText('On')).toBeVisible();
    expect(within(meera!).getByText('Off')).toBeVisible();
    // asha is the signed-in admin: her own factor is changed on the Sign-in security tab.
    expect(within(asha!).getByText('On')).toBeVisible();
    expect(within(asha!).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();
    expect(within(meera!).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();
    expect(
      within(ravi!).getByRole('button', { name: 'Reset the two-step sign-in of ravi' }),
    ).toBeVisible();
  });

  it("resets it after confirmation, shows the server's message and the row turned off", async () => {
    const { requests } = serve(resetDone);
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Reset the two-step sign-in of ravi' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset the two-step sign-in of ravi?' });
    expect(dialog).toHaveAccessibleDescription(
      'The owner will sign in with their password alone and must turn it on again; they are told by e-mail.',
    );
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    // The admin's own current code is asked for first (step-up); without it nothing is sent.
    const confirmReset = within(dialog).getByRole('button', { name: 'Reset two-step sign-in' });
    expect(confirmReset).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', {
        name: 'Your current code from your authenticator app, or a recovery code',
      }),
      '123456',
    );
    await user.click(confirmReset);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Two-step sign-in was reset. The account signs in with its password alone until its owner turns it on again.',
    );
    expect(status).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const resets = requests.filter((r) => r.method === 'DELETE');
    expect(resets.map((r) => r.url)).toEqual(['/api/users/u1/mfa']);
    expect(resets[0]?.headers.Authorization).toBe('Bearer admin-token');
    expect(resets[0]?.data).toEqual({ code: '123456' });
    // The list is read again: the factor is off and nothing is left to reset.
    const ravi = await rowOf('ravi');
    expect(await within(ravi).findByText('Off')).toBeVisible();
    expect(within(ravi).queryByRole('button', { name: /two-step/ })).not.toBeInTheDocument();
  });

  it('calls nothing when the admin cancels', async () => {
    const { requests } = serve(resetDone);
    const { user } = renderPanel();
    const open = await screen.findByRole('button', { name: 'Reset the two-step sign-in of ravi' });
    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as an alert", async () => {
    const { requests } = serve(() => ({
      status: 409,
      body: {
        success: false,
        code: 'MFA_NOT_ON',
        message: 'Two-step sign-in is not on for this account.',
      },
    }));
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Reset the two-step sign-in of ravi' }),
    );
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-step sign-in is not on for this account.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('reads in Hindi', async () => {
    serve(resetDone);
    const { user } = renderPanel('hi');
    const table = await screen.findByRole('table', { name: 'उपयोगकर्ता' });
    expect(within(table).getByRole('columnheader', { name: 'दो-चरणीय साइन-इन' })).toBeVisible();
    await user.click(
      within(table).getByRole('button', { name: 'ravi का दो-चरणीय साइन-इन रीसेट करें' }),
    );
    expect(
      screen.getByRole('dialog', { name: 'ravi का दो-चरणीय साइन-इन रीसेट करें?' }),
    ).toHaveAccessibleDescription(/ई-मेल से इसकी सूचना/);
  });
});

describe('the Users tab in the page language', () => {
  it.each(['en', 'hi', 'ar'] as const)(
    'writes the date an account joined as %s writes dates, not in the browser locale',
    async (lang) => {
      serve(resetDone);
      renderPanel(lang);
      const joined = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(
        new Date('2026-01-01T00:00:00Z'),
      );
      const ravi = await rowOf('ravi');
      expect(within(ravi).getByRole('cell', { name: joined })).toBeVisible();
    },
  );
});

describe('making an administrator in the Users tab', () => {
  it("asks for the admin's own current code in the page's dialog and sends it with the role", async () => {
    const stored = [
      account('a1', 'asha', { role: 'admin', mfaEnabled: true, emailVerified: true }),
      account('u1', 'ravi', { emailVerified: true }),
      account('u2', 'meera', { emailVerified: false }),
    ];
    const { requests } = fake.serve((req) =>
      req.method === 'PATCH'
        ? { status: 200, body: { success: true, data: { ...stored[1], role: 'admin' } } }
        : {
            status: 200,
            body: { success: true, data: stored, total: stored.length, page: 1, pageSize: 20 },
          },
    );
    const { user } = renderWithProviders(<UsersPanel />, { preloadedState: signedInAsAsha });
    // Why meera could only be a user for now.
    const meera = await rowOf('meera');
    expect(
      within(meera).getByText('E-mail not confirmed yet: only the role User until it is.'),
    ).toBeVisible();

    const ravi = await rowOf('ravi');
    await user.selectOptions(within(ravi).getByRole('combobox', { name: 'Role of ravi' }), 'admin');
    await user.click(within(ravi).getByRole('button', { name: 'Change the role of ravi' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Make ravi an administrator?');
    const go = within(dialog).getByRole('button', { name: 'Change role' });
    expect(go).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', {
        name: 'Your current code from your authenticator app, or a recovery code',
      }),
      ' 654321 ',
    );
    await user.click(go);
    expect(await screen.findByRole('status')).toHaveTextContent('ravi is now Admin');
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.url)).toEqual(['/api/users/u1']);
    expect(patches[0]?.data).toEqual({ role: 'admin', code: '654321' });
  });
});
