import { Text, type TextProps } from '@mantine/core';
import { useDisplayFormat } from '../i18n/format.ts';

export interface MoneyProps extends Omit<TextProps, 'children' | 'c'> {
  /** Kyat, e.g. 40000 or -2500.5. */
  amount: number;
  /**
   * Income style (SPEC.md section 2): a negative amount red with a minus sign, anything else green
   * with a plus sign.
   */
  signed?: boolean;
}

/** An amount with thousands separators and the Ks suffix: '40,000 Ks', '+40,000 Ks'. */
export const Money = ({ amount, signed = false, ...textProps }: MoneyProps) => {
  const format = useDisplayFormat();
  if (!signed) {
    return (
      <Text component="span" inherit {...textProps}>
        {format.kyat(amount)}
      </Text>
    );
  }
  return (
    <Text component="span" inherit fw={600} {...textProps} c={amount < 0 ? 'red.7' : 'green.7'}>
      {format.signedKyat(amount)}
    </Text>
  );
};
