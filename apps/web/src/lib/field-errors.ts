import { ApiError } from './api-client.ts';

/**
 * The field messages of a 400 answer (`errors: [{ field, message }]`) for the fields a form has,
 * to show under them; already in the desk's language (the server reads Accept-Language).
 */
export const fieldErrorsOf = (
  error: unknown,
  fields: readonly string[],
): Record<string, string> => {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) return {};
  const found: Record<string, string> = {};
  for (const entry of body.errors as unknown[]) {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && fields.includes(field) && typeof message === 'string') {
      found[field] ??= message;
    }
  }
  return found;
};
