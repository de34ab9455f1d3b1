import { fireEvent, screen } from '@testing-library/react';
import { serve, openTab } from './audit-panel.fixtures';
import { catchDownloads, readBlob } from '../../../testing/downloads';

describe('the Audit log tab of the admin panel', () => {
  it('says the chain is intact and how many events were checked', async () => {
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events/verify'
        ? { status: 200, body: { success: true, valid: true, count: 1234 } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    const result = await screen.findByText('The chain is intact: 1,234 events checked.');
    expect(result).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lastTo('/audit-events/verify')?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('checks the whole chain again on request, and says where it is broken', async () => {
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events/verify'
        ? req.params.full === true
          ? { status: 200, body: { success: true, valid: false, count: 6, firstBrokenId: 7 } }
          : { status: 200, body: { success: true, valid: true, count: 1234 } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    await screen.findByText('The chain is intact: 1,234 events checked.');
    expect(lastTo('/audit-events/verify')?.params).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Check the whole chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chain is broken at event #7: an event was changed or removed.',
    );
    expect(lastTo('/audit-events/verify')?.params).toEqual({ full: true });
  });

  it('warns when the chain is broken, naming the first event that does not match', async () => {
    serve((req) =>
      req.url === '/api/audit-events/verify'
        ? { status: 200, body: { success: true, valid: false, count: 41, firstBrokenId: 42 } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chain is broken at event #42: an event was changed or removed.',
    );
    expect(screen.queryByText(/The chain is intact/)).not.toBeInTheDocument();
  });

  it('exports the CSV of the applied filters with the bearer token, and saves it', async () => {
    const CSV = 'seq,occurredAt\r\n1,2026-03-05T14:03:22.000Z\r\n';
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events/export' ? { status: 200, body: CSV } : undefined,
    );
    // jsdom cannot navigate; record what the link would save instead.
    const { blobs, downloads } = catchDownloads('blob:audit');
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Actor (e-mail or user ID)'), 'u-1');
    await user.selectOptions(screen.getByLabelText('Action'), 'user.role_change');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Downloaded audit-log.csv.')).toBeInTheDocument();
    const request = lastTo('/audit-events/export');
    expect(request?.params).toEqual({
      actor: 'u-1',
      action: 'user.role_change',
      to: '2026-03-31T23:59:59.999Z',
    });
    expect(request?.responseType).toBe('blob');
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
    expect(downloads).toEqual(['audit-log.csv blob:audit']);
    expect(await readBlob(blobs[0] as Blob)).toBe(CSV);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:audit');
  });

  it("shows the server's message when the export is refused, and saves nothing", async () => {
    serve((req) =>
      req.url === '/api/audit-events/export'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    URL.createObjectURL = jest.fn(() => 'blob:never');
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
