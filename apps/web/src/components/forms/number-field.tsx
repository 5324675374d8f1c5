import { NumberInput, type NumberInputProps } from '@mantine/core';

/** What a number field may not be told: each of these rewrites what the desk typed. */
type Rewriting =
  | 'clampBehavior'
  | 'allowNegative'
  | 'allowDecimal'
  | 'decimalScale'
  | 'fixedDecimalScale'
  | 'trimLeadingZeroesOnBlur';
export type NumberFieldProps = Omit<NumberInputProps, Rewriting>;

/**
 * What is typed stays typed (ADR 032): a number field never clamps to its min or max (on blur or
 * while typing), never drops a minus or a decimal point, never rounds. '0', '-2' and '1.5' stay in
 * the field, and the form's schema says what is wrong with them. min, max and step still guide
 * the arrows.
 */
export const keepTyped = {
  clampBehavior: 'none',
  allowNegative: true,
  allowDecimal: true,
  // Mantine's blur clean-up reads the text as a float, rounding long digits: leave it as typed.
  trimLeadingZeroesOnBlur: false,
} as const satisfies Partial<NumberInputProps>;

export const NumberField = (props: NumberFieldProps) => <NumberInput {...props} {...keepTyped} />;
