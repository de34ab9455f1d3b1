import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { ReminderOptOutPage } from './opt-out-page';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();
const TOKEN = 'YUBiLmNv.en.1700000000000.sig';

describe('the renewal reminders opt-out page', () => {
  it('asks first, and stops the reminders only when its button is pressed (with the keyboard)', async () => {
    fake.serve(
      byRoute({
        'POST /reminders/opt-out': {
          status: 200,
          body: {
            success: true,
            code: 'REMINDERS_OPTED_OUT',
            message: 'Done: this address will get no more certificate renewal reminders.',
          },
        },
      }),
    );
    renderWithProviders(<ReminderOptOutPage />, {
      route: `/reminders/opt-out?token=${encodeURIComponent(TOKEN)}`,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Stop the renewal reminders for your certificates?',
      }),
    ).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    // Opening the page sent nothing.
    expect(fake.sent('POST', '/reminders/opt-out')).toHaveLength(0);

    const button = screen.getByRole('button', { name: 'Stop the reminders' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'Done: this address will get no more certificate renewal reminders.',
    );
    await waitFor(() => expect(done).toHaveFocus());
    expect(fake.sent('POST', '/reminders/opt-out').map((r) => r.data)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an expired link’s refusal in Arabic, right to left', async () => {
    const refusal =
      'انتهت صلاحية رابط إلغاء الاشتراك هذا. استخدم الرابط في أحدث تذكير وصلك، أو أوقف التذكيرات من "حسابي".';
    fake.serve(
      byRoute({
        'POST /reminders/opt-out': {
          status: 400,
          body: { success: false, code: 'REMINDER_LINK_EXPIRED', message: refusal },
        },
      }),
    );
    renderWithProviders(<ReminderOptOutPage />, {
      route: `/reminders/opt-out?token=${encodeURIComponent(TOKEN)}`,
      lang: 'ar',
    });
    expect(
      await screen.findByRole('heading', { name: 'هل تريد إيقاف تذكيرات تجديد شهاداتك؟' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'إيقاف التذكيرات' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(alert).toHaveFocus());
    // Another press cannot make an expired link work.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the link is incomplete, with no button, when it has no token', async () => {
    fake.serve();
    renderWithProviders(<ReminderOptOutPage />, { route: '/reminders/opt-out' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is incomplete/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
