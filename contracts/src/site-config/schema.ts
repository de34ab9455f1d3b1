// The site configuration document (GET /api/site-config): everything the front ends must not
// hard-code. Every field is required (but commerce, absent meaning no card and one GST line) and no other is allowed.
import { Type, type Static, type TProperties } from 'typebox';

const text = Type.String();

function strict<T extends TProperties>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

export const SiteConfig = strict({
  brandName: text,
  apiBaseUrl: text,
  contact: strict({
    email: text,
    salesEmail: text,
    phone: text,
    whatsappIndia: text,
    whatsappInternational: text,
    address: text,
    workingHours: text,
    /**
     * `workingHours` in each language, written by the API when they are in schema.org's
     * `openingHours` form ("Mo-Sa 11:00-19:00"); absent for other text, shown as written.
     */
    workingHoursIn: Type.Optional(Type.Record(Type.String(), text)),
  }),
  mapEmbedUrl: text,
  visitorCounterUrl: text,
  social: strict({ facebook: text, instagram: text, linkedin: text }),
  bank: strict({
    accountNumber: text,
    bankName: text,
    branchName: text,
    accountHolderName: text,
    ifscCode: text,
    email: text,
  }),
  payments: strict({
    paypalUrl: text,
    cardPaymentUrl: text,
  }),
  remotes: strict({ catalog: text, account: text, certificates: text, payments: text }),
  /**
   * What the checkout needs to know before an order exists: the seller's GST state code (which
   * decides CGST+SGST or IGST in the price it shows) and whether card payment is on. Optional so
   * that a server which does not publish it yet still validates: the checkout then shows the GST
   * as one line and no card option. The API always sends it: card payment is on when the server
   * has the Stripe keys (it can open Stripe's page and hear its webhook).
   */
  commerce: Type.Optional(
    strict({ sellerState: Type.String({ pattern: '^\\d{2}$' }), cardPayments: Type.Boolean() }),
  ),
});
export type SiteConfig = Static<typeof SiteConfig>;
