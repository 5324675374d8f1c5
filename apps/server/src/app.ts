import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { createAuthService, knownDeviceKey } from './auth/auth.service.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { startHousekeeping } from './housekeeping/housekeeping.ts';
import {
  registerHotelDetailsRoute,
  registerPublicHotelRoutes,
  registerSessionRoute,
} from './hotels/hotel.routes.ts';
import { validatorCompiler } from './http/validation.ts';
import { registerHealthRoute } from './health/health.routes.ts';
import { createHealthCheck, type AppVersion } from './health/health.service.ts';
import { packageVersion } from './health/version.ts';
import { createHotelDirectory } from './hotels/hotel.service.ts';
import { serializeError } from './http/error-log.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { useStrictJsonBodies } from './http/json-body.ts';
import { requireToken, useHotelFromPath } from './http/hotel-scope.ts';
import { logDestination, RequestLog } from './http/request-log.ts';
import { trustedProxy } from './http/reverse-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createEventHub, type EventHub } from './realtime/event-hub.ts';
import {
  allowedSocketOrigins,
  isAllowedOrigin,
  maxSocketMessageBytes,
  registerSocketRoutes,
} from './realtime/socket.routes.ts';
import { actAsCaller } from './http/acting-user.ts';
import { adminOnly } from './http/admin-only.ts';
import { adminFeatures } from './admin-features.ts';
import { useIdempotentRoutes } from './idempotency/idempotent-route.ts';
import { useKeptAnswers } from './http/kept-answers.ts';
import { receptionFeatures } from './reception-features.ts';
import { registerStaffRoutes } from './staff/staff.routes.ts';

export interface AppOptions {
  database: DatabaseHandle;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'ALLOWED_ORIGINS' | 'LOG_LEVEL'> &
    Partial<Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>>;
  mailer?: Mailer;
  now?: () => Date;
  /** How often sockets are pinged and their tokens checked again (default 30 s). */
  socketHeartbeatMs?: number;
  /** Directory of the built web app; served with an SPA fallback when it exists. */
  webDist?: string;
  /** What /api/health reports (default: the package version, no commit). */
  version?: AppVersion;
  /** Where log lines go (tests read them); default: readable on a terminal, else JSON. */
  logStream?: { write: (line: string) => void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-hotel event hub (services publish through their deps; tests listen here). */
    events: EventHub;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { database, env } = options;
  const now = options.now ?? (() => new Date());
  const logStream = options.logStream ?? logDestination();
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // Database errors are logged without the values of their statement (guests' data).
      serializers: { err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new RequestLog(),
    bodyLimit: 256 * 1024,
    trustProxy: trustedProxy(env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  useStrictJsonBodies(app);
  registerSecurityHeaders(app);
  // Desks are often on slow mobile links: compress API answers (fast brotli) and serve the
  // build's precompressed bundles. Answers up to 64 KiB are compressed in one synchronous call
  // (about 50 us for the 8 KiB room list) instead of through a zlib stream per response, which
  // costs several times that in stream set-up and threadpool hand-offs; the plugin's default
  // ceiling on 2 cores is 8 KiB, just under the room list (ADR 021).
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Front desk API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  const publicUrl = env.PUBLIC_URL ?? 'http://localhost:3000';
  const allowedOrigins = allowedSocketOrigins(
    publicUrl,
    env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  await app.register(fastifyWebsocket, {
    // A client that breaks the protocol (oversized message, bad frame) is its own problem.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error.message }, 'websocket client error');
      socket.terminate();
    },
    options: {
      maxPayload: maxSocketMessageBytes,
      verifyClient: (info, done) =>
        done(isAllowedOrigin(info.req, allowedOrigins), 403, 'Origin not allowed'),
    },
  });

  const mailer = options.mailer ?? createMailer(env.SMTP_URL, env.MAIL_FROM, app.log);
  const events = await createEventHub(app.log, database.pool);
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  const hotels = createHotelDirectory(database.db, events);
  const auth = createAuthService({
    db: database.db,
    mailer,
    log: app.log,
    deviceCookieKey: await knownDeviceKey(database.db),
    now,
    onRevoked: (revocation) => events.publishRevocation(revocation),
  });
  // Ended sessions, old reset links, idempotency keys and limit windows: pruned in the background.
  const housekeeping = startHousekeeping({ db: database.db, log: app.log, now });
  app.addHook('onClose', () => housekeeping.stop());
  // Sessions ended in any process leave this one's memory too.
  const stopForgetting = events.onRevocation((revocation) => auth.forgetSessions(revocation));
  app.addHook('onClose', async () => {
    stopForgetting();
  });

  await registerHealthRoute(app, {
    checkHealth: createHealthCheck(
      database.db,
      options.version ?? { version: packageVersion() },
      app.log,
    ),
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await registerPublicHotelRoutes(app, { hotels });
  await registerSocketRoutes(app, { auth, events, heartbeatMs: options.socketHeartbeatMs });

  await app.register(
    async (hotelScope) => {
      useHotelFromPath(hotelScope, hotels);
      await registerAuthRoutes(hotelScope, {
        auth,
        publicUrl,
      });
      await registerHotelDetailsRoute(hotelScope);
      await hotelScope.register(
        async (reception) => {
          requireToken(reception, auth);
          actAsCaller(reception);
          useIdempotentRoutes(reception, database.db);
          useKeptAnswers(reception, database.db, now);
          await registerSessionRoute(reception, { db: database.db, now });
          for (const feature of receptionFeatures) {
            await feature(reception, { db: database.db, events, now });
          }
          await registerStaffRoutes(reception, { db: database.db, auth, now });
        },
        { prefix: '/reception' },
      );
      await hotelScope.register(
        async (admin) => {
          requireToken(admin, auth);
          // Right after the token guard, before the body is validated: a receptionist gets 403
          // whatever they send, and their retry claims no Idempotency-Key.
          admin.addHook('onRequest', adminOnly);
          actAsCaller(admin);
          useIdempotentRoutes(admin, database.db);
          const deps = { db: database.db, events, now, forgetHotel: hotels.forget };
          for (const feature of adminFeatures) await feature(admin, deps);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api/:hotel' },
  );

  const webDist = options.webDist ?? defaultWebDist;
  const hasWeb = existsSync(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      // Hashed bundles never change; index.html always revalidates so a deploy reaches every desk.
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Unknown API paths and missing files are 404s; every other path is a screen of the SPA.
    const path = request.url.split('?')[0] ?? '';
    if (/^\/(api|ws|assets)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) {
      throw notFound('Not found.');
    }
    if (!hasWeb) {
      return reply.status(404).send({ message: 'The web app is not built. Run npm run build.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
};
