// The store of a signed-in member of staff (Asha), as the admin panel's and its tabs' tests
// start it: one place for the session's shape, so a change to it is one edit.

export const staffSession = (role = 'admin', token = 'admin-token') => ({
  auth: {
    user: { username: 'asha', email: 'asha@example.com', role },
    token,
    loading: false,
    role,
    username: 'asha',
    error: null,
  },
});
