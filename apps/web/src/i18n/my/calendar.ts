import type { calendarTexts as English } from '../en/calendar.ts';
import type { Translation } from '../translation.ts';

export const calendarTexts: Translation<typeof English> = {
  calendar: {
    title: 'ဘွတ်ကင် ပြက္ခဒိန်',
    previousMonth: 'ယခင်လ',
    previousWeek: 'ယခင်အပတ်',
    today: 'ယနေ့',
    nextWeek: 'နောက်အပတ်',
    nextMonth: 'နောက်လ',
    jumpTo: 'ရက်စွဲသို့ သွားရန်',
    rooms: 'အခန်းများ',
    reserved: 'ကြိုတင်မှာယူ',
    free: 'လွတ်',
    loading: 'ပြက္ခဒိန် ဖွင့်နေသည်…',
    loadFailed: 'ပြက္ခဒိန် ဖွင့်၍ မရပါ။',
    retry: 'ထပ်မံကြိုးစားရန်',
    empty: 'ဤဟိုတယ်တွင် အခန်း မရှိသေးပါ။',
    grid: 'ရက်အလိုက် အခန်းများ',
    roomLabel: 'အခန်း {{room}}',
    stayLabel: '{{name}}၊ အခန်း {{room}}၊ {{stayType}}၊ {{from}} မှ {{to}} အထိ',
    freeCell: 'အခန်း {{room}}၊ {{date}}: လွတ်',
    checkInCell: 'အခန်း {{room}}၊ ယနေ့: ချက်အင်',
    reservedCell_one: '{{date}}: အခန်း {{n}} ခန်း ကြိုတင်မှာထား၊ အခန်း မသတ်မှတ်ရသေး',
    reservedCell_other: '{{date}}: အခန်း {{n}} ခန်း ကြိုတင်မှာထား၊ အခန်း မသတ်မှတ်ရသေး',
    freeCount: '{{date}}: {{n}} ခန်း လွတ်',
    reservationsOn: '{{date}} ကြိုတင်မှာယူမှုများ',
    reservationLine_one: '{{name}}: {{n}} ခန်း · {{source}}',
    reservationLine_other: '{{name}}: {{n}} ခန်း · {{source}}',
  },
};
