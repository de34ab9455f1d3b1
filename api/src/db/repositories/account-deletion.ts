import type { Db } from '../database';

/** The non-routable address a deleted account keeps (`.invalid` never resolves, RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erasing an account's personal data, inside the caller's transaction. The user row stays (orders,
 * attempts and the audit log point at its id) with every personal field emptied; what the law or
 * the issued documents need stays, the rest goes:
 * - orders with a GST document (invoice or credit note) keep their billing details, which are the
 *   buyer details printed on that document; orders without one lose them, and their attendee names;
 * - certificates keep their public fields (the name on them is part of the issued document) and
 *   lose the link to the account's address;
 * - sessions, second factor, one-time codes and reset grants go.
 */
export class AccountDeletionRepository {
  constructor(private readonly db: Db) {}

  async erase(user: { id: string; email: string }, now: string): Promise<void> {
    const { db } = this;
    await db
      .updateTable('users')
      .set((eb) => ({
        email: deletedEmail(user.id),
        username: `deleted-${user.id}`,
        passwordHash: '',
        role: 'user',
        fullName: '',
        phoneNumber: '',
        address: '',
        pinCode: '',
        country: '',
        linkedIn: '',
        interest: '',
        emailVerifiedAt: null,
        tokenVersion: eb('tokenVersion', '+', 1),
        updatedAt: now,
      }))
      .where('id', '=', user.id)
      .execute();
    await db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await db.deleteFrom('recoveryCodes').where('userId', '=', user.id).execute();
    await db.deleteFrom('mfaFactors').where('userId', '=', user.id).execute();
    await db.deleteFrom('mfaChallenges').where('userId', '=', user.id).execute();
    await db.deleteFrom('oneTimeCodes').where('userId', '=', user.id).execute();
    await db.deleteFrom('resetGrants').where('userId', '=', user.id).execute();
    await db.deleteFrom('signupNotices').where('email', '=', user.email).execute();
    await db
      .updateTable('certificates')
      .set({ recipientEmail: null })
      .where('recipientEmail', '=', user.email)
      .execute();
    // The name an attempt was taken under; a certificate it earned keeps its own copy.
    await db
      .updateTable('assessmentAttempts')
      .set({ fullName: '' })
      .where('userId', '=', user.id)
      .execute();
    const withoutDocument = db
      .selectFrom('orders')
      .select('orders.id')
      .where('orders.userId', '=', user.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('invoices')
              .select('invoices.id')
              .whereRef('invoices.orderId', '=', 'orders.id'),
          ),
        ),
      );
    const ids = (await withoutDocument.execute()).map((row) => row.id);
    if (ids.length > 0) {
      await db
        .updateTable('orders')
        .set({ billingName: '', billingAddress: '', billingGstin: null, utr: null, updatedAt: now })
        .where('id', 'in', ids)
        .execute();
      await db
        .updateTable('orderLines')
        .set({ attendees: '[]' })
        .where('orderId', 'in', ids)
        .execute();
    }
  }
}
