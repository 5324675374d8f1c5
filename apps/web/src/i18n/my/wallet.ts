import type { walletTexts as English } from '../en/wallet.ts';
import type { Translation } from '../translation.ts';

export const walletTexts: Translation<typeof English> = {
  wallet: {
    reference: 'ဝေါလက် ငွေလွှဲ အမှတ်',
    referenceHint: 'မဖြစ်မနေ မဟုတ်ပါ: ဝေါလက် စာရင်းနှင့် တိုက်ရန်',
  },
};
