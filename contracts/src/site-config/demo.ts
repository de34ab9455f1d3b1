import type { SiteConfig } from './schema';

// The demo site configuration, declared once: the API serves it when nothing overrides it
// (api/src/site-config.ts layers the JSON file and the environment on top), and a remote running
// standalone without an API, or a front-end test, renders with the same values. Only a type is
// imported, so a front end that takes these values does not bundle the schema builder.

/**
 * Clearly fictional values: a fresh checkout works, and nobody mistakes them for real ones. A
 * new object on every call, because the API merges its overrides into the one it is given.
 */
export function createDemoSiteConfig(): SiteConfig {
  return {
    brandName: 'Skillbridge IT Academy (demo)',
    apiBaseUrl: '/api',
    contact: {
      email: 'info@example.com',
      salesEmail: 'sales@example.com',
      phone: '+91 98765 43210',
      whatsappIndia: '+91 98765 43210',
      whatsappInternational: '+1 555 0100',
      address: 'Office 12, Demo Tower, Connaught Place, New Delhi 110001, India',
      // schema.org's form: the API writes it in each language (workingHoursIn).
      workingHours: 'Mo-Sa 11:00-19:00',
    },
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=77.2067%2C28.6265%2C77.2267%2C28.6365&layer=mapnik&marker=28.6315%2C77.2167',
    visitorCounterUrl: '/api/visits/pixel.gif',
    social: {
      facebook: 'https://www.facebook.com/example',
      instagram: 'https://www.instagram.com/example',
      linkedin: 'https://www.linkedin.com/company/example',
    },
    bank: {
      accountNumber: '000123456789',
      bankName: 'Demo Bank',
      branchName: 'Connaught Place, New Delhi (demo)',
      accountHolderName: 'Skillbridge IT Academy (demo)',
      ifscCode: 'DEMO0000001',
      email: 'sales@example.com',
    },
    payments: {
      paypalUrl: 'https://www.paypal.com/ncp/payment/DEMO',
      cardPaymentUrl: 'https://buy.stripe.com/test_demo',
    },
    remotes: {
      catalog: '/mfe/catalog/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      certificates: '/mfe/certificates/mf-manifest.json',
      payments: '/mfe/payments/mf-manifest.json',
    },
    // The demo seller is in Delhi (COMPANY_STATE 07); card payment needs the Stripe keys.
    commerce: { sellerState: '07', cardPayments: false },
  };
}
