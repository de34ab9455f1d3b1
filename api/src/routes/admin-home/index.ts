// GET /api/admin/home: the admin panel's first tab. Admins see every figure; sales staff the
// commerce and enquiry figures, with the certificate ones null (they see no certificate tab).
// Read-only: nothing to audit.
import { AdminHomeResponse, errors } from 'contracts';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import {
  awaitingConfirmation,
  certificatesIssued,
  countNewEnquiries,
  heldPayments,
  lowStock,
  paidOrders,
  periodStarts,
  verificationDays,
} from './figures';

const adminHomeRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/home',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The admin home's figures: paid orders and revenue today and this month (Asia/Kolkata), payments to confirm, low voucher stock, new enquiries; for admins also certificates issued and 30 days of verifications (admin, sales)",
        security: bearer,
        response: { 200: AdminHomeResponse, ...errors(401, 403) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const admin = userOf(request).role === 'admin';
      const now = new Date();
      const starts = periodStarts(now);
      const { db } = app;
      const [ordersToday, ordersMonth, awaiting, held, low, enquiries] = await Promise.all([
        paidOrders(db, starts.today),
        paidOrders(db, starts.month),
        awaitingConfirmation(db),
        heldPayments(db),
        lowStock(db, now),
        countNewEnquiries(db),
      ]);
      const [certificatesToday, certificatesMonth, verifications] = admin
        ? await Promise.all([
            certificatesIssued(db, starts.today),
            certificatesIssued(db, starts.month),
            verificationDays(app.repos.verifications, now),
          ])
        : [null, null, null];
      return {
        success: true,
        data: {
          today: starts.day,
          orders: { today: ordersToday, month: ordersMonth },
          payments: { awaitingConfirmation: awaiting, held },
          lowStock: low,
          newEnquiries: enquiries,
          certificates:
            certificatesToday === null || certificatesMonth === null
              ? null
              : { today: certificatesToday, month: certificatesMonth },
          verifications,
        },
      };
    },
  );
};

export default adminHomeRoutes;
