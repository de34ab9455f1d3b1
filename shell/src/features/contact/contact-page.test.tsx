import { screen } from '@testing-library/react';
import { ENQUIRY_LIMITS } from 'contracts';
import { mockApi, renderWithProviders } from 'shared/testing';
import { ContactPage } from './contact-page';

describe('the contact form', () => {
  let api: ReturnType<typeof mockApi> | undefined;
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
    expect(api.requests).toHaveLength(0);

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
    expect(api.requests).toHaveLength(0);
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
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
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
    expect(api.requests[0]?.data).not.toHaveProperty('phone');
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
    const { user } = renderWithProviders(<ContactPage />, { route: '/hi/contact-us' });
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
});
