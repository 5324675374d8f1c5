import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatNumber, kyatSuffix, type TypedNumber } from '@frontdesk/domain';
import type { ChangeEvent } from 'react';
import { useDisplayLocale } from '../../i18n/display-locale.ts';

/**
 * What the field takes: an amount of kyat (whole, the kyat word beside it), a count (whole) or a
 * rate (a percentage, decimals allowed).
 */
export type AmountKind = 'kyat' | 'count' | 'rate';

export interface AmountFieldProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  kind: AmountKind;
  /** The text as typed, or a number not yet typed over (shown in the desk's digits). */
  value?: TypedNumber | null | undefined;
  /** Gets the text exactly as typed: a form's getInputProps, or a state setter. */
  onChange?: (typed: string) => void;
}

const shown = (value: AmountFieldProps['value'], display: ReturnType<typeof useDisplayLocale>) =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatNumber(value, display)
    : (value ?? '');

/**
 * The one field for an amount, a count or a rate (ADR 067). It holds exactly what was typed:
 * no rounding, clamping, reformatting, dropped characters or re-signing, on input or on blur,
 * and Myanmar digits stay Myanmar. The form reads the text with the domain's parser
 * (`typedNumber`), so '50,000', '၅၀,၀၀၀' and '50,000 Ks' are 50000, and '1e5' or '5,00' stay in
 * the field with the request schema's message. A number the form starts with (a stored price,
 * a default rate) is shown as the app shows numbers, in the desk's digits.
 */
export const AmountField = ({ kind, value, onChange, ...props }: AmountFieldProps) => {
  const display = useDisplayLocale();
  const kyatWord =
    kind === 'kyat' ? (
      <Text size="sm" c="dimmed" aria-hidden>
        {kyatSuffix(display.language)}
      </Text>
    ) : undefined;
  return (
    <TextInput
      autoComplete="off"
      rightSection={kyatWord}
      rightSectionPointerEvents="none"
      rightSectionWidth={kind === 'kyat' ? 48 : undefined}
      {...props}
      // Typed digits of any script stay as typed (typed-digits.ts leaves data-amount alone).
      data-amount={kind}
      inputMode={kind === 'rate' ? 'decimal' : 'numeric'}
      value={shown(value, display)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.currentTarget.value)}
    />
  );
};
