import { expenseCategoryLabels } from '@frontdesk/domain';
import type { expenseTexts as English } from '../en/expenses.ts';
import type { Translation } from '../translation.ts';

/** The owner's Expenses page and the Reports page's expenses (issue 44 item 4, ADR 082). */
export const expenseTexts: Translation<typeof English> = {
  expenses: {
    title: 'အသုံးစရိတ်များ',
    list: 'ရက်အပိုင်းအခြား၏ အသုံးစရိတ်များ',
    add: 'အသုံးစရိတ် ထည့်ရန်',
    addTitle: 'အသုံးစရိတ် ထည့်ရန်',
    submit: 'အသုံးစရိတ် ထည့်ရန်',
    cancel: 'မလုပ်တော့ပါ',
    saved: 'အသုံးစရိတ် ထည့်ပြီးပါပြီ',
    saveFailed: 'အသုံးစရိတ် ထည့်၍ မရပါ။',
    loadFailed: 'အသုံးစရိတ်များ ဖွင့်၍ မရပါ။',
    retry: 'ထပ်ကြိုးစားရန်',
    loading: 'အသုံးစရိတ်များ ဖွင့်နေသည်',
    empty: 'ဤရက်များတွင် အသုံးစရိတ် မရှိပါ',
    from: 'မှ',
    to: 'အထိ',
    time: 'အချိန်',
    category: 'အမျိုးအစား',
    categories: expenseCategoryLabels.my,
    othersText: 'မည်သည့်အတွက် ဖြစ်သနည်း',
    amount: 'ပမာဏ',
    amountHint: 'ပေးချေခဲ့သော ငွေ',
    method: 'ငွေပေးချေမှုနည်းလမ်း',
    note: 'မှတ်ချက်',
    recordedBy: 'မှတ်တမ်းတင်သူ',
    total: 'စုစုပေါင်း',
    voided: 'ပယ်ဖျက်ပြီး',
    deskNote: 'ကောင်တာတွင် ထည့်သော အသုံးစရိတ်များ (အနုတ်ဖြင့် ထည့်သော ငွေစာရင်း) လည်း ဤနေရာတွင် ပါဝင်သည်။',
    report: {
      byCategory: 'အမျိုးအစားအလိုက် အသုံးစရိတ်',
      byDay: 'နေ့အလိုက် အသုံးစရိတ်',
      date: 'ရက်စွဲ',
      none: 'ဤရက်အပိုင်းအခြားတွင် အသုံးစရိတ် မရှိပါ',
    },
  },
};
