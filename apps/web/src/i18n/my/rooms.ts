import type { roomsTexts as english } from '../en/rooms.ts';
import type { Translation } from '../translation.ts';

/** The dashboard and the room grid with its menus. */
export const roomsTexts: Translation<typeof english> = {
  dashboard: {
    stats: {
      availability: 'အခန်းလွတ်',
      fullNight: 'တစ်ညလုံး',
      daycation: 'နေ့ခင်းတည်း',
      session: 'နာရီပိုင်းတည်း',
      housekeeping: 'သန့်ရှင်းရေး',
      foodRevenue: 'အစားအသောက် ဝင်ငွေ',
      roomRevenue: 'အခန်းခ ဝင်ငွေ',
      noValue: '-',
    },
    reservations: 'ဘွတ်ကင်များ',
    foodRevenue: 'အစားအသောက် ဝင်ငွေ',
    roomRevenue: 'အခန်းခ ဝင်ငွေ',
    rooms: 'အခန်းများ အခြေအနေ',
    paymentFilter: 'ဝင်ငွေ ငွေပေးချေမှုအမျိုးအစား',
  },
  rooms: {
    loading: 'အခန်းများ ဖွင့်နေသည်',
    loadFailed: 'အခန်းများ ဖွင့်၍ မရပါ',
    empty: 'အခန်း မရှိပါ',
    roomTitle: 'အခန်း {{room}}',
    cardLabel: 'အခန်း {{room}}၊ {{status}}',
    menu: {
      fullNight: 'တစ်ညလုံး',
      daycation: 'နေ့ခင်းတည်း',
      session: 'နာရီပိုင်းတည်း',
      longStay: 'ကာလရှည်တည်း',
      housekeeping: 'သန့်ရှင်းရေး',
      maintenance: 'ပြုပြင်ထိန်းသိမ်း',
      guestDetails: 'ဧည့်သည် အချက်အလက်',
      extendByDay: 'ရက်ဖြင့် တိုးရန်',
      extendByHour: 'နာရီဖြင့် တိုးရန်',
      roomSwap: 'အခန်းလဲရန်',
      foodOrder: 'အစားအသောက် မှာရန်',
      checkout: 'ချက်အောက်',
    },
    notAvailableYet: '{{option}} ကို မရသေးပါ။',
    checkoutQuestion: 'အခန်း {{room}} မှ ဧည့်သည်ကို ချက်အောက် လုပ်မလား?',
    checkoutGuestQuestion: '{{name}} ကို အခန်း {{room}} မှ ချက်အောက် လုပ်မလား?',
    checkoutFindingGuest: 'အခန်း {{room}} ရှိ ဧည့်သည်ကို ရှာနေသည်…',
    guestChanged: 'အခန်း {{room}} ရှိ ဧည့်သည် ပြောင်းသွားပါပြီ။ ထပ်မံ စစ်ဆေးပါ။',
    availableQuestion: 'အခန်းကို အခန်းလွတ်အဖြစ် ပြောင်းမလား?',
    statusUpdateFailed: 'အခန်းအခြေအနေ ပြောင်း၍ မရပါ!',
    roomTypes: {
      standard: 'ပုံမှန်',
      family: 'မိသားစု',
    },
  },
};
