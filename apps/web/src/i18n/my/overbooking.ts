import type { overbookingTexts as english } from '../en/overbooking.ts';
import type { Translation } from '../translation.ts';

/** The check-in's question when reservations would be short of rooms (ADR 040). */
export const overbookingTexts: Translation<typeof english> = {
  overbooking: {
    title: 'ဘွတ်ကင်များအတွက် ကတိပေးထားသော အခန်းများ',
    question:
      'ချက်အင် လုပ်ပါက {{nights}} တွင် ဘွတ်ကင်များအတွက် ကတိပေးထားသော အခန်းများ မလုံလောက်တော့ပါ။ ချက်အင် ဆက်လုပ်မလား?',
    confirm: 'ချက်အင် ဆက်လုပ်မည်',
    back: 'နောက်သို့',
  },
};
