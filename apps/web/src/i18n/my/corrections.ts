import type { correctionsTexts as english } from '../en/corrections.ts';
import type { Translation } from '../translation.ts';

/** Voids, refunds and reprints (ADR 034). */
export const correctionsTexts: Translation<typeof english> = {
  corrections: {
    void: 'ပယ်ဖျက်',
    refund: 'ပြန်အမ်း',
    voided: 'ပယ်ဖျက်ပြီး',
    reasonLine: 'အကြောင်းရင်း: {{reason}}',
    actions: '{{title}} အတွက် လုပ်ဆောင်ချက်များ',
    reprint: 'ပြန်ထုတ်',
    reprintFailed: 'ပြေစာ ထုတ်၍ မရပါ',
    voidDialog: {
      title: 'ငွေပေးချေမှု ပယ်ဖျက်ရန်',
      explain:
        'ငွေပေးချေမှုကို မှတ်တမ်းတွင် ဆက်ထားမည်၊ ယနေ့ {{amount}} ပယ်ဖျက်မှု စာရင်း ထည့်မည်ဖြစ်ပြီး နေ့စဉ်စုစုပေါင်း ပြောင်းမည်။',
      reason: 'အကြောင်းရင်း',
      submit: 'ငွေပေးချေမှု ပယ်ဖျက်မည်',
      success: 'ငွေပေးချေမှုကို ပယ်ဖျက်ပြီးပါပြီ။',
      failure: 'ငွေပေးချေမှုကို ပယ်ဖျက်၍ မရပါ။',
    },
    refundDialog: {
      open: 'ပြန်အမ်း',
      title: 'ဧည့်သည်ထံ ငွေပြန်အမ်းရန်',
      explain: 'ဧည့်သည်ထံ ပြန်ပေးသော ငွေ၊ ၎င်း၏ နည်းလမ်းဖြင့် အနုတ်ငွေပေးချေမှုအဖြစ် မှတ်တမ်းတင်သည်။',
      amount: 'ပမာဏ',
      paymentMethod: 'ငွေပေးချေမှုနည်းလမ်း',
      reason: 'အကြောင်းရင်း',
      submit: 'ပြန်အမ်းငွေ မှတ်တမ်းတင်မည်',
      success: 'ပြန်အမ်းငွေ မှတ်တမ်းတင်ပြီးပါပြီ။',
      failure: 'ပြန်အမ်းငွေ မှတ်တမ်းတင်၍ မရပါ။',
    },
    cancel: 'မလုပ်တော့ပါ',
    printReceipt: 'ပြေစာ ထုတ်မည်',
    receipt: {
      copy: 'မိတ္တူ (COPY)',
      void: 'ပယ်ဖျက် (VOID)',
      refund: 'ပြန်အမ်း (REFUND)',
      reason: 'အကြောင်းရင်း',
      original: 'မူလပြေစာ',
    },
  },
};
