import { paymentMethods, type PaymentMethod } from '../rules/stay-types.ts';
import { optionalText } from './input-fields.ts';

/** The longest wallet transaction reference a payment may carry (KPay, AyaPay, WavePay). */
export const walletReferenceLength = 60;

/**
 * Beyond SPEC (issue 20, ADR 044, ADR 051): a wallet payment's transaction reference, to match
 * the wallet's statement at shift close. Optional on every app call that takes money; trimmed,
 * at most 60 characters, empty is none. The dialogs check it with the same field.
 */
export const walletReferenceField = optionalText(
  'Wallet reference',
  walletReferenceLength,
).optional();

const wallets: readonly string[] = paymentMethods.filter((method) => method !== 'cash');

/** KPay, AyaPay and WavePay carry a transaction reference; cash (and pay at checkout) none. */
export const isWalletMethod = (method: string | null | undefined): method is PaymentMethod =>
  method !== null && method !== undefined && wallets.includes(method);

/** The reference a payment keeps: a wallet's, trimmed, or null (cash, or none typed). */
export const walletReferenceOf = (
  method: string | null | undefined,
  reference: string | null | undefined,
): string | null => (isWalletMethod(method) && reference?.trim() ? reference.trim() : null);

/** A request's wallet reference from what the desk typed: `{ walletReference }` or nothing. */
export const walletReferenceBody = (
  method: string | null | undefined,
  reference: string | null | undefined,
): { walletReference?: string } => {
  const kept = walletReferenceOf(method, reference);
  return kept === null ? {} : { walletReference: kept };
};

/** A request of a form's values: their wallet reference kept as `walletReferenceBody` keeps it. */
export const withWalletReference = <
  Values extends { paymentMethod: string; walletReference?: string | null | undefined },
>({
  walletReference,
  ...rest
}: Values): Omit<Values, 'walletReference'> & { walletReference?: string } => ({
  ...rest,
  ...walletReferenceBody(rest.paymentMethod, walletReference),
});
