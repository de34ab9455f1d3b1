// The inbox of enquiries: the contact form's token (anyone), the staff's list, export and detail
// (admin, sales), and what staff do to an enquiry, each audited in its transaction. The form's
// POST /enquiries stays with the site's content (routes/content).
import type { RoutePlugin } from '../../lib/typed-routes';
import { enquiryActionRoutes } from './actions';
import { formTokenRoutes } from './form-token';
import { inboxListRoutes } from './list';

const enquiryRoutes: RoutePlugin = async (app) => {
  await app.register(formTokenRoutes);
  await app.register(inboxListRoutes);
  await app.register(enquiryActionRoutes);
};

export default enquiryRoutes;
