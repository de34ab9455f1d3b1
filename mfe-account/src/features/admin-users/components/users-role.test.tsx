import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { UsersPanel } from './users-panel';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const { serve } = fakeApiForEachTest();

const session = (role: string) => staffSession(role, 't');

// The account whose role the tests change.
const person = {
  id: 'u1',
  username: 'ravi',
  email: 'ravi@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('changing a role in the Users tab', () => {
  it('grants the employee role from the select, only after confirmation', async () => {
    let stored = person;
    const { requests } = serve((req) => {
      if (req.method === 'GET')
        return {
          status: 200,
          body: { success: true, data: [stored], total: 1, page: 1, pageSize: 20 },
        };
      stored = { ...person, ...(req.data as object) };
      return { status: 200, body: { success: true, data: stored } };
    });
    const confirm = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(<UsersPanel confirm={confirm} />, {
      preloadedState: session('admin'),
    });
    const select = await screen.findByRole('combobox', { name: 'Role of ravi' });
    expect(select).toHaveValue('user');
    expect(select).toHaveAccessibleDescription(/signs the account out everywhere/);
    const apply = screen.getByRole('button', { name: 'Change the role of ravi' });
    expect(apply).toBeDisabled();

    await user.selectOptions(select, 'Employee');
    await user.click(apply);
    expect(confirm).toHaveBeenLastCalledWith(
      'Change the role of ravi from User to Employee? ravi will be signed out on every device and gets the new role at the next sign-in.',
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(apply);
    expect(
      await screen.findByText('ravi is now Employee. Their sessions have ended.'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/users/u1', data: { role: 'employee' } }),
    ]);
    // The list is read again and shows the stored role.
    await screen.findByRole('option', { name: 'Employee', selected: true });
    expect(screen.getByRole('button', { name: 'Change the role of ravi' })).toBeDisabled();
  });

  it("shows the server's refusal to demote the last admin and keeps the role", async () => {
    const asha = {
      id: 'a1',
      username: 'asha',
      email: 'asha@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const { requests } = serve((req) => {
      if (req.method === 'GET')
        return {
          status: 200,
          body: { success: true, data: [asha], total: 1, page: 1, pageSize: 20 },
        };
      return {
        status: 409,
        body: { success: false, message: 'The last admin cannot be demoted.' },
      };
    });
    const { user } = renderWithProviders(<UsersPanel confirm={() => true} />, {
      preloadedState: session('admin'),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of asha' }), 'User');
    await user.click(screen.getByRole('button', { name: 'Change the role of asha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/users/a1',
      data: { role: 'user' },
    });
  });

  it("asks in the page's own dialog before changing a role, and Cancel changes nothing", async () => {
    const { requests } = serve((req) =>
      req.method === 'GET'
        ? { status: 200, body: { success: true, data: [person], total: 1, page: 1, pageSize: 20 } }
        : { status: 200, body: { success: true, data: { ...person, role: 'employee' } } },
    );
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderWithProviders(<UsersPanel />, { preloadedState: session('admin') });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of ravi' }),
      'Employee',
    );
    const apply = screen.getByRole('button', { name: 'Change the role of ravi' });

    await user.click(apply);
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent(
      'Change the role of ravi from User to Employee? ravi will be signed out on every device and gets the new role at the next sign-in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(apply);
    dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ravi is now Employee. Their sessions have ended.',
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/users/u1', data: { role: 'employee' } }),
    ]);
    // The browser's own box is never used.
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
