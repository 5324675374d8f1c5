import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  displayLocaleFromAcceptLanguage,
  moneyTooLargeMessage,
  translateServerMessage,
  type FieldError,
} from '@frontdesk/domain';

/** An error whose message is meant for the person at the desk. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More of the body, for a client that acts on it (a check-in's overbookedNights). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, details);
export const tooManyRequests = (message: string) => new HttpError(429, message);

const fieldName = (path: readonly PropertyKey[] | string): string =>
  typeof path === 'string'
    ? path.replace(/^\//, '').replaceAll('/', '.')
    : path.map(String).join('.');

interface ErrorBody {
  message: string;
  errors?: FieldError[];
  [detail: string]: unknown;
}

/**
 * The body in the caller's language and digits (Accept-Language, e.g. `my-MM-u-nu-mymr`):
 * messages are written in English once and translated here, in one step. Without a Burmese
 * request the body is exactly the English one.
 */
const localised = (request: FastifyRequest, body: ErrorBody): ErrorBody => {
  const display = displayLocaleFromAcceptLanguage(request.headers['accept-language']);
  if (display.language === 'en') return body;
  return {
    ...body,
    message: translateServerMessage(body.message, display),
    ...(body.errors
      ? {
          errors: body.errors.map((e) => ({
            ...e,
            message: translateServerMessage(e.message, display),
          })),
        }
      : {}),
  };
};

/** PostgreSQL's numeric_value_out_of_range (22003), as the driver or Drizzle's wrapper throws it. */
const isOutOfRange = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '22003') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** Every error body has a human `message`; nothing internal leaks. */
export const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const body = errorBody(error, request);
  return reply.status(body.status).send(localised(request, body.body));
};

const errorBody = (
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorBody } => {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: {
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    const first = errors[0];
    // Our schemas' messages name the field ('Name is required'); zod's defaults do not.
    const message = first
      ? first.field && /^Invalid|^Unrecognized|^Too (big|small)/.test(first.message)
        ? `${first.field}: ${first.message}`
        : first.message
      : 'Invalid request';
    return { status: 400, body: { message, errors } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: { message: 'The request body is empty.' } };
  }
  if (isOutOfRange(error)) {
    // The services check every amount first; this only keeps a missed one from being a 500.
    request.log.warn({ err: error }, 'a number did not fit its column');
    return { status: 400, body: { message: moneyTooLargeMessage('An amount') } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: error.message } };
  }
  request.log.error({ err: error }, 'unexpected error');
  return {
    status: 500,
    body: { message: 'Something went wrong on the server. Please try again.' },
  };
};
