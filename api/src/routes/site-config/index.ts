import type { FastifyInstance } from 'fastify';

const text = { type: 'string' } as const;

function object(properties: Record<string, unknown>) {
  return {
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  } as const;
}

export const siteConfigSchema = object({
  brandName: text,
  apiBaseUrl: text,
  contact: object({
    email: text,
    salesEmail: text,
    phone: text,
    whatsappIndia: text,
    whatsappInternational: text,
    address: text,
    workingHours: text,
  }),
  mapEmbedUrl: text,
  visitorCounterUrl: text,
  social: object({ facebook: text, instagram: text, linkedin: text }),
  bank: object({
    accountNumber: text,
    bankName: text,
    branchName: text,
    accountHolderName: text,
    ifscCode: text,
    email: text,
  }),
  payments: object({ paypalUrl: text, cardPaymentUrl: text }),
  remotes: object({ catalog: text, account: text, certificates: text, payments: text }),
});

export default async function siteConfigRoutes(app: FastifyInstance) {
  app.get(
    '/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'The site configuration document the front ends read at start',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every load so a configuration change shows without a rebuild.
      reply.header('cache-control', 'no-cache');
      return app.config.site;
    },
  );
}
