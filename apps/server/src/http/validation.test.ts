import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './validation.ts';

/** The validator as Fastify calls it for a route's body. */
const bodyValidator = (schema: z.ZodType) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
const messagesOf = (result: unknown) =>
  ((result as { error?: { message?: string }[] }).error ?? []).map((issue) => issue.message);

// zod runs a text's length checks on anything with a `length`, even once the type check failed;
// an object whose `length` cannot be turned into a number makes it throw, and Fastify answers a
// throw inside validation with a 500.
const hostile = { length: { toString: 0 } };

describe('validating a body zod would throw on', () => {
  it('answers with the field’s own message, as for any value of the wrong type', () => {
    const validate = bodyValidator(
      z.object({ username: z.string({ error: 'Username is required' }).min(1) }),
    );
    expect(() => z.object({ u: z.string().min(1) }).safeParse({ u: hostile })).toThrow();
    expect(messagesOf(validate({ username: hostile }))).toEqual(['Username is required']);
    expect(messagesOf(validate({ username: [hostile] }))).toEqual(['Username is required']);
  });

  it('refuses it even where the field would take nothing, and never accepts it', () => {
    const validate = bodyValidator(z.object({ note: z.string().max(10).nullable() }));
    expect(messagesOf(validate({ note: hostile }))).toEqual([
      'A value in the request is not of the kind this call takes',
    ]);
    expect(validate({ note: null })).toEqual({ value: { note: null } });
  });

  it('leaves a body zod can read as zod answers it', () => {
    const validate = bodyValidator(z.object({ name: z.string().min(1, 'Name is required') }));
    expect(validate({ name: 'Aye' })).toEqual({ value: { name: 'Aye' } });
    expect(messagesOf(validate({ name: '' }))).toEqual(['Name is required']);
    expect(validate({ name: 'Aye', length: { toString: 0 } })).toEqual({ value: { name: 'Aye' } });
  });
});
