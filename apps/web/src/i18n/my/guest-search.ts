import type { guestSearchTexts as English } from '../en/guest-search.ts';
import type { Translation } from '../translation.ts';

export const guestSearchTexts: Translation<typeof English> = {
  guestSearch: {
    title: 'ဧည့်သည် ရှာရန်',
    label: 'အမည်၊ ဖုန်း၊ မှတ်ပုံတင်/ပတ်စပို့ သို့မဟုတ် အခန်း',
    placeholder: 'အနည်းဆုံး စာလုံး ၂ လုံး',
    searching: 'ရှာနေသည်…',
    empty: '“{{q}}” နှင့် ကိုက်ညီသော တည်းခိုမှု မရှိပါ။',
    failed: 'ရှာ၍ မရပါ- {{message}}',
    more: 'နောက်ဆုံး ၂၀ ခုသာ ပြထားသည်- ထပ်ရိုက်၍ ကျဉ်းပါ။',
    results: 'တွေ့ရှိသော တည်းခိုမှုများ',
    room: 'အခန်း {{room}}',
    dates: '{{from}} – {{to}}',
    active: 'တည်းခိုနေဆဲ',
    checkedOut: 'ထွက်ခွာပြီး',
    openCurrent: 'ဧည့်သည် အသေးစိတ် ဖွင့်ရန်',
    back: 'ရလဒ်များသို့ ပြန်ရန်',
  },
  guestHistory: {
    title: 'တည်းခိုခဲ့မှု မှတ်တမ်း',
    show: 'တည်းခိုခဲ့မှု မှတ်တမ်း ပြရန်',
    loading: 'တည်းခိုခဲ့မှု မှတ်တမ်း ဖွင့်နေသည်…',
    failed: 'တည်းခိုခဲ့မှု မှတ်တမ်း ဖွင့်၍ မရပါ။',
    stays: 'တည်းခိုမှု',
    nights: 'ည',
    spent: 'စုစုပေါင်း သုံးစွဲငွေ',
    stayLine: 'အခန်း {{room}} · {{from}} – {{to}}',
    nightsOf_one: '{{count}} ည',
    nightsOf_other: '{{count}} ည',
    note: 'မှတ်ပုံတင်/ပတ်စပို့ သို့မဟုတ် ဖုန်း တူသော တည်းခိုမှုများ။',
  },
};
