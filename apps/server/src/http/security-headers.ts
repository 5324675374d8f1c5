import type { FastifyInstance } from 'fastify';

/** No inline scripts, no framing, no sniffing (DESIGN.md section 5). Mantine injects styles. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * HSTS: once a desk has reached the app over HTTPS, its browser refuses plain HTTP to this name
 * for a year (a hotel Wi-Fi cannot downgrade it). Sent only on HTTPS answers (directly, or from a
 * trusted proxy's X-Forwarded-Proto): on plain HTTP it would be ignored at best, and the server
 * cannot know the name will ever have a certificate (ADR 025). No includeSubDomains: other
 * names under the hotel's domain are not ours to decide.
 */
export const strictTransportSecurity = 'max-age=31536000';

export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', strictTransportSecurity);
    }
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
};
