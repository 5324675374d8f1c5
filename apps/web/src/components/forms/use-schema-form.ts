import { useForm, type FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { schemaMessage } from '../../i18n/schema-message.ts';

/**
 * The one way a dialog's form is built (ADR 032): its values are what the desk typed, its rules
 * are a domain schema (the request schema the server parses), read by @mantine/form through the
 * zod resolver. Messages are the schema's, in the desk's language and digits. `extra` adds
 * checks that need more than the values (the stay being extended, the hotel's clock).
 */
export const schemaValidator =
  <Values>(schema: z.ZodType, extra?: (values: Values) => FormErrors) =>
  (values: Values): FormErrors => {
    const found: FormErrors = {};
    const resolved = zod4Resolver(schema, { errorPriority: 'first' })(values as never);
    for (const [path, message] of Object.entries({ ...resolved, ...extra?.(values) })) {
      if (message) found[path] = schemaMessage(String(message));
    }
    return found;
  };

export interface UseSchemaFormOptions<Values, Schema extends z.ZodType> {
  schema: Schema;
  initialValues: Values;
  extra?: ((values: Values) => FormErrors) | undefined;
}

/**
 * A controlled @mantine/form whose errors follow each change, and `submitted(handler)`, which
 * shows every error or hands the schema's parsed values to `handler`.
 */
export const useSchemaForm = <Values extends Record<string, unknown>, Schema extends z.ZodType>({
  schema,
  initialValues,
  extra,
}: UseSchemaFormOptions<Values, Schema>) => {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaValidator<Values>(schema, extra),
    validateInputOnChange: true,
  });
  const submitted =
    (
      handler: (parsed: z.output<Schema>, values: Values) => void,
      refused?: (errors: FormErrors) => void,
    ) =>
    (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      const { hasErrors, errors } = form.validate();
      if (hasErrors) {
        refused?.(errors);
        return;
      }
      const values = form.getValues();
      handler(schema.parse(values), values);
    };
  return { ...form, submitted };
};
