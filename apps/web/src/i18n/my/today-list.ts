import type { todayListTexts as listEnglish } from '../en/today-list.ts';
import type { Translation } from '../translation.ts';

export const todayListTexts: Translation<typeof listEnglish> = {
  todayList: {
    close: 'ပိတ်ရန်',
    room: 'အခန်း',
    guest: 'ဧည့်သည်',
    phone: 'ဖုန်း',
    stay: 'တည်းခိုမှု',
    rooms: 'အခန်း',
    checkIn: 'ချက်အင်',
    checkOut: 'ချက်အောက်',
    roomsLeft: '{{count}} ခန်းအနက် {{left}} ခန်း',
    empty: {
      arrivals: 'ယနေ့ ရောက်ရှိရန် ကျန်သူ မရှိပါ',
      departures: 'ယနေ့ ထွက်ခွာမည့်သူ မရှိပါ',
      overdue: 'ထွက်ချိန်လွန်နေသော ဧည့်သည် မရှိပါ',
      inHouse: 'တည်းခိုနေသော ဧည့်သည် မရှိပါ',
    },
  },
};
