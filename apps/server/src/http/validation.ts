import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Compile = typeof zodValidatorCompiler;

/**
 * A value zod cannot look at without throwing: an object whose own `length` is not a number.
 * zod runs a string's or a list's length checks on anything with a `length`, even after the type
 * check failed, and comparing `{ length: { toString: 0 } }` with a minimum throws a TypeError.
 */
const hostile = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.hasOwn(value, 'length') &&
  typeof (value as { length: unknown }).length !== 'number';

/** The body with every hostile value made null, so zod can name the field in its own words. */
const defanged = (value: unknown): unknown => {
  if (hostile(value)) return null;
  if (Array.isArray(value)) return value.map(defanged);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, defanged(v)]));
  }
  return value;
};

const wrongKind = z.custom(
  () => false,
  'A value in the request is not of the kind this call takes',
);

/**
 * fastify-type-provider-zod's validator that never throws on what a client sent: a throw inside
 * validation is a 500 in Fastify, and bad input is always a 400 (DESIGN.md, API contract). A
 * body zod throws on is checked again with its hostile values made null, which answers with the
 * field's own message ('Username is required'); it is never accepted that way.
 */
export const validatorCompiler: Compile = (route) => {
  const validate = zodValidatorCompiler(route);
  const refuse = zodValidatorCompiler({ ...route, schema: wrongKind });
  return (data) => {
    try {
      return validate(data);
    } catch {
      const again = validate(defanged(data));
      return typeof again === 'object' && 'error' in again && again.error ? again : refuse(data);
    }
  };
};
