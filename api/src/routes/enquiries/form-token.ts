// The contact form's token: the page asks for one when it opens and sends it with the enquiry
// (enquiries/form-token.ts says what it proves).
import { EnquiryFormTokenResponse, errors } from 'contracts';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

export const formTokenRoutes: RoutePlugin = async (app) => {
  app.get(
    '/enquiries/form-token',
    {
      schema: {
        tags: ['content'],
        summary:
          'A signed, timestamped token for the contact form: an enquiry sent less than 3 s after it was issued, or with a token older than a day or forged, is refused',
        response: { 200: EnquiryFormTokenResponse, ...errors(429) },
      },
      // Asked for on every visit of the contact page, like the visit pixel: its limit, not the
      // enquiries' own (ten in ten minutes would leave a busy office's later visitors without).
      config: { rateLimit: perIp(app.config.rateLimits.visits) },
    },
    async () => ({ success: true, token: app.enquiryForms.issue(new Date()) }),
  );
};
