// The bank statement import (admin, sales): the answer lists the rows that match an order awaiting
// payment by reference and exact amount, and those that do not, with why. It records nothing:
// a person then confirms each match (POST /commerce/orders/:reference/confirm).
import { BankStatementBody, BankStatementResponse, errors } from 'contracts';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { matchStatement } from '../../orders/bank-statement';

export const bankStatementRoutes: RoutePlugin = async (app) => {
  app.post(
    '/commerce/payments/statement',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Match a bank statement CSV (date, narration, amount, utr) to orders awaiting payment; confirms nothing (admin, sales)',
        security: bearer,
        body: BankStatementBody,
        response: { 200: BankStatementResponse, ...errors(400, 401, 403) },
      },
      preHandler: app.requireSales,
    },
    async (request) => ({ success: true, data: await matchStatement(app.db, request.body.csv) }),
  );
};
