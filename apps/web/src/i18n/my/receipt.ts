import type { receiptTexts as english } from '../en/receipt.ts';
import type { Translation } from '../translation.ts';

/** The 58 mm receipt and its print window. */
export const receiptTexts: Translation<typeof english> = {
  receipt: {
    failed: 'ပြေစာ ထုတ်၍ မရပါ',
    preparing: 'ပြေစာ ပြင်ဆင်နေသည်…',
    documentTitle: 'ပြေစာ {{number}}',
    // Receipt No on the 58 mm paper: ပြေစာနံပါတ် does not fit one line beside a food
    // receipt's number (AURFOOD202611250001); the number itself says the rest.
    receiptNumber: 'ပြေစာ',
    date: 'ရက်စွဲ',
    room: 'အခန်း',
    rooms: 'အခန်းများ',
    guest: 'ဧည့်သည်',
    stayType: 'တည်းခိုပုံ',
    checkin: 'ချက်အင်',
    checkout: 'ချက်အောက်',
    nights: 'ညအရေအတွက်',
    nightCount_one: '{{count}} ည',
    nightCount_other: '{{count}} ည',
    extraBed: 'ကုတင်အပို',
    roomLine: 'အခန်း {{room}}',
    subtotal: 'စုစုပေါင်း (အခွန်မပါ)',
    tax: 'အခွန် ({{rate}}%)',
    service: 'ဝန်ဆောင်ခ ({{rate}}%)',
    total: 'စုစုပေါင်း',
    priorPaid: 'ကြိုတင်ပေးပြီးငွေ',
    grandTotal: 'ကျသင့်ငွေ စုစုပေါင်း',
    payment: 'ငွေပေးချေမှု',
    thanks: 'ကျွန်ုပ်တို့နှင့်အတူ တည်းခိုသည့်အတွက် ကျေးဇူးတင်ပါသည်!',
    previousCheckout: 'ယခင် ချက်အောက်',
    newCheckout: 'ချက်အောက် အသစ်',
    extendedBy: 'တိုးသည့် ကာလ',
    totalPaid: 'ပေးပြီးငွေ စုစုပေါင်း',
    balance: 'ပေးရန်ကျန်ငွေ',
    credit: 'ပိုပေးထားငွေ',
    servedBy: 'ဝန်ဆောင်သူ',
    bill: 'ငွေတောင်းခံလွှာ (Bill)',
    billDocumentTitle: 'ငွေတောင်းခံလွှာ',
    walletTransactionId: 'ဝေါလက် ငွေလွှဲ အမှတ်',
  },
};
