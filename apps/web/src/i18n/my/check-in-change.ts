import type { checkInChangeTexts as English } from '../en/check-in-change.ts';
import type { Translation } from '../translation.ts';

export const checkInChangeTexts: Translation<typeof English> = {
  checkInChange: {
    title: 'ကြိုတင်စာရင်းသွင်းထားသော ရက်များ မဟုတ်ပါ',
    booked: 'ကြိုတင်စာရင်း',
    new: 'ယခု',
    dates: '{{from}} – {{to}}',
    nights_one: '{{count}} ည',
    nights_other: '{{count}} ည',
    early: 'ကြိုတင်ရက်ထက် စော၍ ရောက်သည်- ယနေ့မှစ၍ ညတိုင်းကို ကောက်ခံမည်။',
    late: 'ကြိုတင်ရက်ထက် နောက်ကျ၍ ရောက်သည်- ယနေ့မှစ၍ ညများကိုသာ ကောက်ခံမည်။',
    other: 'ထွက်ခွာရက်သည် ကြိုတင်ရက် မဟုတ်ပါ- ညနှင့် ဈေးနှုန်းသည် ၎င်းအတိုင်း ပြောင်းသည်။',
  },
};
