import { NumberInput } from '@mantine/core';
import { kyatSuffix } from '@frontdesk/domain';
import { useDisplayLocale } from '../i18n/display-locale.ts';
import { keepTyped, type NumberFieldProps } from './forms/number-field.tsx';

/**
 * An amount field: thousands separators and the kyat word of the chosen language ('40,000 Ks',
 * '40,000 ကျပ်'). The digits in the field stay Latin while typing, whatever digits are chosen;
 * typed Myanmar digits become Latin as they are typed (typed-digits.ts; ADR 022). Like every
 * number field it keeps what was typed: no clamping, no dropped minus (ADR 032).
 */
export const KyatInput = (props: NumberFieldProps) => {
  const { language } = useDisplayLocale();
  return (
    <NumberInput
      thousandSeparator=","
      suffix={` ${kyatSuffix(language)}`}
      {...props}
      {...keepTyped}
    />
  );
};
