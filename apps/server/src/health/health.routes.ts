import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Health } from './health.service.ts';

const version = { version: z.string(), commit: z.string().optional() };

/** GET /api/health: 200 `{ status: 'ok' }` once the database answers, else 503. */
export const registerHealthRoute = async (
  app: FastifyInstance,
  { checkHealth }: { checkHealth: () => Promise<Health> },
) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether the server and its database answer, and which version runs',
        response: {
          200: z.object({ status: z.literal('ok'), ...version }),
          503: z.object({ status: z.literal('unavailable'), message: z.string(), ...version }),
        },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth();
      // A monitor or load balancer must never get a cached "ok".
      reply.header('Cache-Control', 'no-store');
      return health.status === 'ok' ? health : reply.status(503).send(health);
    },
  );
};
