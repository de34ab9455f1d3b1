// An account as the API shows it, and the e-mail form every lookup uses.
import type { AccountUser } from 'contracts';
import type { User } from '../../db/schema';

/** Trimmed and lowercased: one address, however it was typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function accountView(user: User): AccountUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    pinCode: user.pinCode,
    country: user.country,
    linkedIn: user.linkedIn,
    interest: user.interest,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
