import type { registerTexts as English } from '../en/register.ts';
import type { Translation } from '../translation.ts';

export const registerTexts: Translation<typeof English> = {
  foreignerPapers: {
    title: 'နိုင်ငံကူးလက်မှတ်နှင့် ဗီဇာ',
    passportNumber: 'နိုင်ငံကူးလက်မှတ်အမှတ်',
    nationality: 'နိုင်ငံသား',
    visaType: 'ဗီဇာအမျိုးအစား',
    visaExpiry: 'ဗီဇာသက်တမ်းကုန်ရက်',
  },
  overnightList: {
    title: 'ညအိပ်ဧည့်သည်စာရင်း',
    night: 'ည၏ ရက်စွဲ',
    print: 'ပုံနှိပ်ရန်',
    csv: 'CSV ဒေါင်းလုဒ်',
    csvFailed: 'စာရင်းကို ဒေါင်းလုဒ် လုပ်၍ မရပါ။',
    room: 'အခန်း',
    name: 'အမည်',
    idDocument: 'မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်',
    nationality: 'နိုင်ငံသား',
    checkIn: 'ချက်အင်',
    checkOut: 'ချက်အောက်',
    local: 'မြန်မာ',
    reported: 'လဝက သို့ သတင်းပို့ပြီး',
    reportedBy: '{{when}}၊ {{name}}',
    notReported: 'မပို့ရသေးပါ',
    passport: 'နိုင်ငံကူးလက်မှတ် {{number}}',
    visa: '{{type}} ဗီဇာ၊ {{expiry}} အထိ',
    count_one: 'ဧည့်သည် {{count}} ဦး',
    count_other: 'ဧည့်သည် {{count}} ဦး',
    empty: 'ဤည တည်းခိုသော ဧည့်သည် မရှိပါ',
    loadFailed: 'ဧည့်သည်စာရင်း ဖွင့်၍ မရပါ။',
    retry: 'ထပ်စမ်းရန်',
  },
  immigration: {
    title: 'လဝက သို့ သတင်းပို့ရန်',
    guest: '{{name}}၊ အခန်း {{room}}',
    left: '{{hours}} နာရီ {{minutes}} မိနစ် ကျန်သည်',
    overdue: '{{hours}} နာရီ {{minutes}} မိနစ် ကျော်လွန်ပြီ',
    markReported: 'သတင်းပို့ပြီး',
    markFailed: 'သတင်းပို့ပြီးဟု မှတ်၍ မရပါ။ ထပ်စမ်းပါ။',
  },
};
