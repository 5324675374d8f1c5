/** A wallet payment's transaction reference (issue 20): in the payment dialogs that ask it. */
export const walletTexts = {
  wallet: {
    reference: 'Wallet transaction ID',
    referenceHint: "Optional: to match the wallet's statement",
  },
} as const;
