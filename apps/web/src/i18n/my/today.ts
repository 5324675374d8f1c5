import type { todayTexts as english } from '../en/today.ts';
import type { Translation } from '../translation.ts';

export const todayTexts: Translation<typeof english> = {
  today: {
    title: 'ယနေ့',
    arrivals: 'ရောက်ရှိမည့်သူ',
    departures: 'ထွက်ခွာမည့်သူ',
    overdue: 'အချိန်လွန်',
    inHouse: 'တည်းခိုနေသူ',
    rooms: 'အခန်းများ',
    loadFailed: 'ယနေ့ စာရင်းများကို ဖွင့်၍ မရပါ။',
    dueOut: 'ထွက်ရန် {{time}}',
  },
};
