import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a policy the built SPA runs under: its own scripts only, inline styles
 * for Mantine's runtime CSS variables, images from itself, data: and blob: (previews of uploads).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API is also read by the Swagger UI page, served from the same origin.
    crossOriginEmbedderPolicy: false,
    // One frame policy: never framed, said to browsers old (X-Frame-Options) and new (CSP) alike.
    xFrameOptions: { action: 'deny' },
    // Sent below, and only on answers that came over HTTPS.
    strictTransportSecurity: false,
  });
  // HSTS belongs on secure answers only (RFC 6797); on plain HTTP it claims a protection that the
  // connection does not have. The protocol counts a TLS proxy's X-Forwarded-Proto when that proxy
  // is trusted (TRUST_PROXY).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
});
