import { screen, within } from '@testing-library/react';
import { salesStats, review, serve, openTab } from './assessments-panel.fixtures';

describe('the Assessments tab of the admin panel', () => {
  // An attempt the security rule ended with a passing score: no certificate until a decision.
  const pendingRow = {
    ...salesStats.recent[0],
    attemptId: 'a2',
    username: 'ravi',
    fullName: 'Ravi Shankar',
    submitReason: 'security',
    certificateId: '',
    review: 'pending',
  };
  const pendingReview = {
    ...review,
    attemptId: 'a2',
    username: 'ravi',
    email: 'ravi@example.com',
    fullName: 'Ravi Shankar',
    score: 3,
    passed: true,
    review: 'pending',
    reviewedAt: null,
    retakeAllowed: false,
  };

  it('grants the certificate of an attempt waiting for review, once confirmed, and shows it', async () => {
    let decided = false;
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...salesStats,
              recent: [
                decided
                  ? { ...pendingRow, review: 'granted', certificateId: 'SB-GRANTED2345' }
                  : pendingRow,
              ],
            },
          },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'POST') {
        decided = true;
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...pendingReview,
              review: 'granted',
              reviewedAt: '2026-01-06T09:00:00Z',
              certificateId: 'SB-GRANTED2345',
            },
          },
        };
      }
      return undefined;
    });
    const { user } = await openTab();
    const row = await screen.findByRole('row', { name: /ravi/ });
    expect(row).toHaveTextContent('Waiting for review');
    await user.click(within(row).getByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    expect(
      await within(section).findByText(/ended this attempt with a passing score/),
    ).toBeVisible();

    // Asked in the page's own dialog; cancelled there: nothing is sent, focus goes back.
    const grant = within(section).getByRole('button', { name: 'Grant the certificate' });
    await user.click(grant);
    const question = screen.getByRole('dialog', {
      name: 'Grant Ravi Shankar (ravi) the certificate? A signed certificate is issued at once.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grant).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(grant);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant the certificate' }),
    );
    expect(
      await within(section).findByText('Certificate SB-GRANTED2345 granted.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/assessments/attempts/a2/review');
    expect(post?.data).toEqual({ decision: 'grant' });
    expect(within(section).getByText(/^Certificate granted after review on /)).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Grant the certificate' }),
    ).not.toBeInTheDocument();
    // The list is read again and shows the certificate; the review stays open.
    expect(await within(row).findByText('SB-GRANTED2345')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answers of ravi' })).toBeInTheDocument();
  });

  it('refuses the certificate of an attempt waiting for review, and shows the refusal', async () => {
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: { success: true, data: { ...salesStats, recent: [pendingRow] } },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.method === 'POST')
        return {
          status: 200,
          body: {
            success: true,
            data: { ...pendingReview, review: 'refused', reviewedAt: '2026-01-06T09:00:00Z' },
          },
        };
      return undefined;
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    await user.click(
      await within(section).findByRole('button', { name: 'Refuse the certificate' }),
    );
    // Escape answers no; asked again, the refusal is confirmed.
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/^Refuse Ravi Shankar \(ravi\)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Refuse the certificate' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse the certificate' }),
    );
    expect(await within(section).findByText('Certificate refused.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({ decision: 'refuse' });
    expect(within(section).getByText(/^Certificate refused after review on /)).toBeVisible();
  });

  it("shows the server's message when a decision is refused", async () => {
    serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: { success: true, data: { ...salesStats, recent: [pendingRow] } },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.method === 'POST')
        return {
          status: 409,
          body: { success: false, message: 'This attempt is not waiting for a review.' },
        };
      return undefined;
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    await user.click(await within(section).findByRole('button', { name: 'Grant the certificate' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant the certificate' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This attempt is not waiting for a review.',
    );
  });

  it('shows no review for an attempt with nothing to decide', async () => {
    serve();
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));
    const section = screen.getByRole('region', { name: 'Answers of meera' });
    await within(section).findByText('Lead and Sales Assessment');
    expect(within(section).queryByText('Certificate review')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /certificate$/ })).not.toBeInTheDocument();
  });

  it('allows a retake of a certified level from the list of attempts, then says it is allowed', async () => {
    let allowed = false;
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...salesStats,
              recent: [
                { ...salesStats.recent[0], retakeAllowed: allowed },
                { ...pendingRow, attemptId: 'a3', username: 'kiran', review: 'refused' },
              ],
            },
          },
        };
      if (req.url === '/api/assessments/attempts/a1/retake') {
        allowed = true;
        return {
          status: 200,
          body: { success: true, data: { allowedAt: '2026-01-06T09:00:00Z', created: true } },
        };
      }
      return undefined;
    });
    const { user } = await openTab();
    const meera = await screen.findByRole('row', { name: /meera/ });
    const kiran = screen.getByRole('row', { name: /kiran/ });
    // A refused review holds nothing back: that person follows the usual rules.
    expect(kiran).toHaveTextContent('Refused after review');
    expect(within(kiran).queryByRole('button', { name: /retake/ })).not.toBeInTheDocument();

    await user.click(
      within(meera).getByRole('button', { name: 'Allow meera a retake of level easy' }),
    );
    expect(await screen.findByText('meera may take level easy once more.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(
      '/api/assessments/attempts/a1/retake',
    );
    expect(await within(meera).findByText('Retake allowed')).toBeInTheDocument();
    expect(within(meera).queryByRole('button', { name: /retake/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when a retake cannot be allowed", async () => {
    serve((req) =>
      req.url.endsWith('/retake')
        ? { status: 403, body: { success: false, message: 'Administrator access required' } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(
      await screen.findByRole('button', { name: 'Allow meera a retake of level easy' }),
    );
    expect(await screen.findByText('Administrator access required')).toBeInTheDocument();
  });
});
