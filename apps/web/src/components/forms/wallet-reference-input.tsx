import { useEffect } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isWalletMethod } from '@frontdesk/domain';
import { addPageTexts } from '../../i18n/page-texts.ts';
import { walletTexts as en } from '../../i18n/en/wallet.ts';
import { walletTexts as my } from '../../i18n/my/wallet.ts';

// The wallet reference's texts come with the payment dialogs' chunks, not the dashboard's.
addPageTexts({ en, my });

export interface WalletReferenceInputProps extends Omit<
  TextInputProps,
  'label' | 'description' | 'value' | 'onChange'
> {
  /** The payment method chosen: the field shows for KPay, AyaPay and WavePay only. */
  method: string | null | undefined;
  /** As typed ('' is none); a form's `getInputProps` may be spread in. */
  value?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A wallet payment's transaction reference (issue 20, ADR 044 and 051), in every dialog that takes
 * money: optional, asked only once a wallet is chosen. The dialog's form holds and checks it
 * (the domain's `walletReferenceField`); pass its value, error and change.
 */
export const WalletReferenceInput = ({
  method,
  value,
  onChange,
  ...input
}: WalletReferenceInputProps) => {
  const { t } = useTranslation();
  const wallet = isWalletMethod(method);
  // Cash keeps no reference: what was typed for a wallet goes with the field, and so does its
  // message (a hidden field never blocks the dialog).
  useEffect(() => {
    if (!wallet && value) onChange('');
  }, [wallet, value, onChange]);
  if (!wallet) return null;
  return (
    <TextInput
      label={t('wallet.reference')}
      description={t('wallet.referenceHint')}
      autoComplete="off"
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...input}
    />
  );
};
