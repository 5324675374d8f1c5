import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginResponseSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  type LoginRequest,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@frontdesk/domain';
import { bearerToken, hotelOf } from '../http/request-context.ts';
import type { AuthService } from './auth.service.ts';
import { cookieValue, knownDeviceCookieName } from './known-devices.ts';

const tags = ['Sign-in'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/** Sign-in calls under /api/{hotel}; thin: parse, call the service, answer. */
export const registerAuthRoutes = async (
  app: FastifyInstance,
  { auth, publicUrl }: { auth: AuthService; publicUrl: string },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Signs in and hands the browser its known-device cookie (ADR 020). */
  const signIn = async (
    request: FastifyRequest,
    body: LoginRequest,
    reply: FastifyReply,
    adminOnly: boolean,
  ) => {
    const hotel = hotelOf(request);
    const { device, ...answer } = await auth.login(
      hotel,
      body,
      request.ip,
      adminOnly,
      cookieValue(request.headers.cookie, knownDeviceCookieName(hotel.key)),
    );
    reply.header(
      'set-cookie',
      auth.deviceCookieHeader(hotel, device, request.protocol === 'https'),
    );
    return answer;
  };

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Receptionist sign-in',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (request, reply) => signIn(request, request.body, reply, false),
  );

  api.post(
    '/admin-login',
    {
      schema: {
        tags,
        summary: 'Admin sign-in (admins only)',
        body: loginRequestSchema,
        response: { 200: adminLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, mustChangePassword } = await signIn(request, request.body, reply, true);
      return { token, ...(mustChangePassword && { mustChangePassword }) };
    },
  );

  api.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Send a password reset link; answers the same for known and unknown emails',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(hotelOf(request), request.body.email, request.ip, publicUrl);
      return { message: 'If the email belongs to an account, a reset link has been sent to it.' };
    },
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link token',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(hotelOf(request), request.body, request.ip);
      return { message: 'Your password has been changed. Please sign in.' };
    },
  );

  api.post(
    '/logout',
    {
      schema: {
        tags,
        summary: "Revoke the caller's token",
        headers: z.object({ authorization: z.string().optional() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await auth.authenticate(hotelOf(request), bearerToken(request));
      await auth.logout(caller);
      return { message: 'Signed out.' };
    },
  );
};
