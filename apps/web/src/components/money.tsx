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

/** The colour of a signed amount (income style): a refund or void red, anything else green. */
export const signedAmountColor = (amount: number) => (amount < 0 ? 'red.7' : 'green.7');

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
    <Text component="span" inherit fw={600} {...textProps} c={signedAmountColor(amount)}>
      {format.signedKyat(amount)}
    </Text>
  );
};
