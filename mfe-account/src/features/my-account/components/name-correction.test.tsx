// The learner asks for a name correction from their account page: the form checks the name as
// the API does before sending, a sent request shows as waiting, a refused one says why, and a
// certificate a correction replaced names its successor.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';
import { AccountPage } from './account-page';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'learner-token' });
const learner = staffSession('user', 'learner-token');
const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });

const valid = {
  certificateId: 'SB-7KQ2-M9XD',
  fullName: 'Asha Vrma',
  courseName: 'CompTIA Security+',
  issuedBy: 'Skillbridge Academy',
  issueDate: '2026-03-05',
  expiryDate: '2029-03-04',
  status: 'valid',
  signed: true,
  verifications: { total: 0, last30Days: 0 },
};
const request = {
  id: 'c1',
  certificateId: valid.certificateId,
  requestedName: 'Asha Verma',
  reason: 'Typo in surname',
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  newCertificateId: null,
};

function serve(routes: Parameters<typeof byRoute>[0]) {
  return fake.serve(
    byRoute({
      'GET /users/me/sessions': ok({ data: [] }),
      'GET /orders': ok({ data: [] }),
      'GET /users/me/results': ok({ data: [] }),
      'GET /users/me/name-corrections': ok({ data: [] }),
      ...routes,
    }),
  );
}

async function card(name: RegExp) {
  const list = await screen.findByRole('region', { name: /My certificates|मेरे प्रमाणपत्र/ });
  const heading = await within(list).findByRole('heading', { name });
  return heading.closest('li')!;
}

it('asks for a correction after checking the name, then shows the request as waiting', async () => {
  const api = serve({
    'GET /users/me/certificates': ok({ data: [valid] }),
    [`POST /users/me/certificates/${valid.certificateId}/name-correction`]: {
      status: 201,
      body: { success: true, data: request },
    },
  });
  const { user } = renderWithProviders(<AccountPage />, {
    preloadedState: learner,
    route: '/account',
  });
  const item = await card(/CompTIA Security\+/);
  await user.click(
    within(item).getByRole('button', { name: 'Ask for a name correction on CompTIA Security+' }),
  );
  const name = within(item).getByLabelText('Name as it should be printed');
  expect(name).toHaveFocus();
  expect(name).toHaveValue('Asha Vrma');
  await user.click(within(item).getByRole('button', { name: 'Send the request' }));
  expect(within(item).getByText('This is already the name on the certificate.')).toBeVisible();
  expect(
    within(item).getByText('Say why the name should change, in up to 500 characters.'),
  ).toBeVisible();
  expect(name).toHaveFocus();
  await user.clear(name);
  // Edited, the field's problem goes until the form is sent again.
  expect(within(item).queryByText('This is already the name on the certificate.')).toBeNull();
  await user.type(name, 'Asha 2');
  await user.click(within(item).getByRole('button', { name: 'Send the request' }));
  expect(
    within(item).getByText('Use only letters, spaces, apostrophes, hyphens and dots.'),
  ).toBeVisible();
  await user.clear(name);
  await user.type(name, 'Asha Verma');
  await user.type(within(item).getByLabelText('Why should it change?'), 'Typo in surname');
  await user.click(within(item).getByRole('button', { name: 'Send the request' }));
  expect(
    await within(item).findByText(
      /Name correction to “Asha Verma” requested on .*waiting for a decision/,
    ),
  ).toBeVisible();
  expect(within(item).queryByRole('button', { name: /Ask for a name correction/ })).toBeNull();
  expect(
    fake.sent('POST', `/users/me/certificates/${valid.certificateId}/name-correction`)[0]?.data,
  ).toEqual({
    name: 'Asha Verma',
    reason: 'Typo in surname',
  });
  expect(api.requests.length).toBeGreaterThan(0);
});

it('says why the API refused a request', async () => {
  serve({
    'GET /users/me/certificates': ok({ data: [valid] }),
    [`POST /users/me/certificates/${valid.certificateId}/name-correction`]: {
      status: 409,
      body: {
        success: false,
        code: 'CORRECTION_OPEN',
        message: 'A name correction of this certificate is already waiting for a decision.',
      },
    },
  });
  const { user } = renderWithProviders(<AccountPage />, {
    preloadedState: learner,
    route: '/account',
  });
  const item = await card(/CompTIA Security\+/);
  await user.click(within(item).getByRole('button', { name: /Ask for a name correction/ }));
  const name = within(item).getByLabelText('Name as it should be printed');
  await user.clear(name);
  await user.type(name, 'Asha Verma');
  await user.type(within(item).getByLabelText('Why should it change?'), 'Typo');
  await user.click(within(item).getByRole('button', { name: 'Send the request' }));
  expect(await within(item).findByRole('alert')).toHaveTextContent(
    'The request was not sent: A name correction of this certificate is already waiting for a decision.',
  );
});

it('shows a refusal with its reason and a replaced certificate with its successor', async () => {
  const revoked = {
    ...valid,
    certificateId: 'SB-OLD1-NAME',
    courseName: 'CompTIA A+',
    status: 'revoked',
  };
  serve({
    'GET /users/me/certificates': ok({ data: [valid, revoked] }),
    'GET /users/me/name-corrections': ok({
      data: [
        { ...request, status: 'refused', decisionNote: 'The passport says Vrma' },
        {
          ...request,
          id: 'c0',
          certificateId: 'SB-OLD1-NAME',
          status: 'approved',
          newCertificateId: 'SB-NEW1-NAME',
        },
      ],
    }),
  });
  renderWithProviders(<AccountPage />, { preloadedState: learner, route: '/account' });
  const item = await card(/CompTIA Security\+/);
  expect(
    await within(item).findByText(
      'Name correction to “Asha Verma” refused: The passport says Vrma',
    ),
  ).toBeVisible();
  // Refused, the learner may ask again.
  expect(within(item).getByRole('button', { name: /Ask for a name correction/ })).toBeVisible();
  const old = await card(/CompTIA A\+/);
  expect(
    within(old).getByText(/Replaced by certificate .*SB-NEW1-NAME.* after a name correction\./),
  ).toBeVisible();
  expect(within(old).queryByRole('button', { name: /Ask for a name correction/ })).toBeNull();
});

it('offers the correction in Hindi on a Hindi page', async () => {
  serve({ 'GET /users/me/certificates': ok({ data: [valid] }) });
  renderWithProviders(<AccountPage />, { preloadedState: learner, route: '/account', lang: 'hi' });
  const item = await card(/CompTIA Security\+/);
  expect(
    await within(item).findByRole('button', { name: 'CompTIA Security+ पर नाम सुधार का अनुरोध करें' }),
  ).toBeVisible();
});
