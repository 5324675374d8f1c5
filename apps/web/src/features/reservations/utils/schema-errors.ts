import { schemaMessage } from '../../../i18n/format.ts';

/** An issue as zod reports it. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Anything with zod's safeParse, e.g. a schema from @frontdesk/domain. */
export interface SafeParser<T> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type SchemaCheck<T, Field extends string> =
  { valid: true; value: T } | { valid: false; errors: FieldErrors<Field> };

/**
 * Runs a domain schema over form values and keeps the first message per top-level field, so a
 * form shows exactly what the server would answer (the rules live only in the schema).
 */
export const checkWithSchema = <T, Field extends string>(
  schema: SafeParser<T>,
  values: unknown,
): SchemaCheck<T, Field> => {
  const result = schema.safeParse(values);
  if (result.success) return { valid: true, value: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    // The schema's English message, in the desk's language and digits (as the server answers it).
    if (errors[field] === undefined) {
      errors[field] = schemaMessage(issue.message);
    }
  }
  return { valid: false, errors };
};
