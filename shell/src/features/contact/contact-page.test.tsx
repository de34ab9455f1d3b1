import { screen } from '@testing-library/react';
import { createDemoSiteConfig, ENQUIRY_LIMITS } from 'contracts';
import { mockApi, renderWithProviders } from 'shared/testing';
import { ContactPage } from './contact-page';

type Api = ReturnType<typeof mockApi>;
/** What the form sent (the page also asks for its form token when it opens). */
const posts = (api: Api) => api.requests.filter((r) => r.method === 'POST');

/** A form token given long enough ago that the form sends at once. */
const OLD_TOKEN = { status: 200, body: { success: true, token: '1700000000000.sig' } };

describe('the contact form', () => {
  let api: Api | undefined;
  afterEach(() => api?.restore());

  async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+91 98100 12345');
    await user.type(screen.getByLabelText('Subject or course'), 'CompTIA Security+');
    await user.type(screen.getByLabelText('Message'), 'When does the next weekend batch start?');
  }

  it('shows a message tied to every invalid field and sends nothing', async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      /Please enter a valid phone number/,
    );
    expect(screen.getByLabelText('Subject or course')).toHaveAccessibleDescription(
      'Please tell us the subject or the course you are asking about.',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write your message.',
    );
    expect(posts(api)).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /Please enter a valid e-mail address/,
    );
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it("names the API's limits (contracts' ENQUIRY_LIMITS) beside the field", async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await user.click(screen.getByLabelText('Name'));
    await user.paste('x'.repeat(ENQUIRY_LIMITS.name + 1));
    await user.click(screen.getByLabelText('Message'));
    await user.paste(`  ${'x'.repeat(ENQUIRY_LIMITS.minMessage - 1)}  `);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      `Your name can be at most ${ENQUIRY_LIMITS.name} characters.`,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `Please tell us a little more (at least ${ENQUIRY_LIMITS.minMessage} characters).`,
    );
    expect(posts(api)).toHaveLength(0);
  });

  it('posts the enquiry and shows the success message in a green box', async () => {
    api = mockApi(() => ({
      status: 201,
      body: { success: true, message: 'Thank you! We will get back to you soon.' },
    }));
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact-us' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText('Thank you! We will get back to you soon.')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]).toMatchObject({
      method: 'POST',
      url: '/api/enquiries',
      data: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+91 98100 12345',
        subject: 'CompTIA Security+',
        message: 'When does the next weekend batch start?',
      },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('leaves out an empty phone number', async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'Thanks' } }));
    const { user } = renderWithProviders(<ContactPage />);
    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('E-mail'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Subject or course'), 'Internship');
    await user.type(screen.getByLabelText('Message'), 'I would like to apply for the web track.');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByText('Thanks');
    expect(posts(api)[0]?.data).not.toHaveProperty('phone');
  });

  it("shows the server's message in a red box when sending fails", async () => {
    api = mockApi(() => ({
      status: 429,
      body: { success: false, message: 'Too many enquiries, please try again later.' },
    }));
    const { user } = renderWithProviders(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many enquiries, please try again later.',
    );
    // What the person typed is kept so they can send it again.
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
  });

  it('fills in the subject from a course link', () => {
    api = mockApi(() => OLD_TOKEN);
    renderWithProviders(<ContactPage />, {
      route: '/contact-us?course=PECB%20ISO%2FIEC%2027001%20Lead%20Implementer',
    });
    expect(screen.getByLabelText('Subject or course')).toHaveValue(
      'PECB ISO/IEC 27001 Lead Implementer',
    );
  });

  it('speaks Hindi at /hi/contact-us: labels, the reasons next to the fields, the thanks', async () => {
    api = mockApi(() => ({
      status: 201,
      body: { success: true, message: 'Thank you! We will get back to you soon.' },
    }));
    // The working hours as the API writes them in each language (its tests check the writing).
    const config = createDemoSiteConfig();
    config.contact.workingHoursIn = { en: 'Mon–Sat 11:00–19:00', hi: 'सोम–शनि 11:00–19:00' };
    const { user } = renderWithProviders(<ContactPage />, { route: '/hi/contact-us', config });
    expect(await screen.findByText('सोम–शनि 11:00–19:00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'पूछताछ भेजें' }));
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(
      'कृपया अपना नाम दर्ज करें।',
    );
    await user.type(screen.getByRole('textbox', { name: 'नाम' }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'विषय या कोर्स' }), 'CompTIA Security+');
    await user.type(screen.getByRole('textbox', { name: 'संदेश' }), 'कृपया अगले बैच की तारीख बताएँ।');
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    // The API answers in English; the page thanks in its own language.
    expect(await screen.findByText('धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।')).toBeInTheDocument();
  });

  it('sends the course it came from, the page language, the form token and an empty hidden field', async () => {
    const now = Date.now();
    api = mockApi((req) =>
      req.method === 'GET'
        ? { status: 200, body: { success: true, token: `${now}.signature` } }
        : { status: 201, body: { success: true, message: 'Thanks' } },
    );
    const { user } = renderWithProviders(<ContactPage />, {
      route: '/contact-us?course=CompTIA%20Security%2B',
    });
    const hidden = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(hidden).toHaveAttribute('tabindex', '-1');
    expect(hidden).toHaveAttribute('autocomplete', 'off');
    expect(hidden?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Out of reach for a person: no role query finds it.
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
    await fill(user);
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByText('Thanks');
    jest.restoreAllMocks();
    expect(posts(api)[0]?.data).toMatchObject({
      course: 'CompTIA Security+',
      language: 'en',
      formToken: `${now}.signature`,
    });
    expect(posts(api)[0]?.data).not.toHaveProperty('website');
  });

  it('waits for a form token still on its way, and sends the form with it', async () => {
    let giveToken: () => void = () => undefined;
    const tokenCame = new Promise<void>((resolve) => (giveToken = resolve));
    api = mockApi(async (req) => {
      if (req.method === 'GET') await tokenCame;
      return req.method === 'GET'
        ? OLD_TOKEN
        : { status: 201, body: { success: true, message: 'Thanks' } };
    });
    const { user } = renderWithProviders(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    // The token has not come: nothing is sent yet.
    expect(posts(api)).toHaveLength(0);
    giveToken();
    await screen.findByText('Thanks');
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]?.data).toMatchObject({ formToken: OLD_TOKEN.body.token });
  });

  it("says in the page's language that a form sent too soon must wait, and asks for a new token", async () => {
    api = mockApi((req) =>
      req.method === 'GET'
        ? OLD_TOKEN
        : {
            status: 400,
            body: { success: false, code: 'FORM_TOO_FAST', message: 'That was quick!' },
          },
    );
    const { user } = renderWithProviders(<ContactPage />, { route: '/hi/contact-us' });
    await user.type(await screen.findByRole('textbox', { name: 'नाम' }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: 'विषय या कोर्स' }), 'CompTIA Security+');
    await user.type(screen.getByRole('textbox', { name: 'संदेश' }), 'कृपया अगले बैच की तारीख बताएँ।');
    // The page itself waits until its token is a few seconds old; the clock is moved past that.
    const later = Date.now() + 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    jest.restoreAllMocks();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'बहुत जल्दी! कृपया कुछ सेकंड रुकें, अपना संदेश जाँचें और फिर से भेजें।',
    );
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });
});
