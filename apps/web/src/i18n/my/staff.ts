import type {
  ownPasswordTexts as ownPasswordEnglish,
  staffPageTexts as english,
} from '../en/staff.ts';
import type { Translation } from '../translation.ts';

export const staffPageTexts: Translation<typeof english> = {
  staff: {
    title: 'ဝန်ထမ်းများ',
    add: 'ဝန်ထမ်း ထည့်ရန်',
    addTitle: 'ဝန်ထမ်းအသစ် ထည့်ရန်',
    editTitle: '{{name}} ကို ပြင်ရန်',
    save: 'သိမ်းရန်',
    name: 'အမည်',
    username: 'အသုံးပြုသူအမည်',
    email: 'အီးမေးလ် (မထည့်လည်းရ)',
    role: 'တာဝန်',
    roles: { reception: 'ဧည့်ကြိုဝန်ထမ်း', admin: 'စီမံခန့်ခွဲသူ (ပိုင်ရှင်)' },
    status: 'အခြေအနေ',
    active: 'အသုံးပြုနေသည်',
    inactive: 'ပိတ်ထားသည်',
    mustChange: 'စကားဝှက်အသစ် ရွေးရန်လိုသည်',
    actions: 'လုပ်ဆောင်ချက်များ',
    actionsFor: '{{name}} အတွက် လုပ်ဆောင်ချက်များ',
    edit: 'အမည်၊ အီးမေးလ် သို့မဟုတ် တာဝန် ပြင်ရန်',
    activityToday: 'ယနေ့ လုပ်ဆောင်ချက်များ',
    resetPassword: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
    deactivate: 'ပိတ်ရန်',
    reactivate: 'ပြန်ဖွင့်ရန်',
    deactivateQuestion:
      '{{name}} ကို ပိတ်မလား။ ကောင်တာအားလုံးမှ ချက်ချင်း ထွက်သွားမည်ဖြစ်ပြီး ပြန်ဖွင့်သည်အထိ အကောင့်ဝင်၍ မရပါ။',
    firstPassword: 'ပထမ စကားဝှက် (မထည့်လည်းရ)',
    firstPasswordHint:
      'အလိုအလျောက် ပြုလုပ်ရန် ဗလာထားပါ။ အနည်းဆုံး စာလုံး {{count}} လုံး၊ အသုံးပြုသူအမည် မဖြစ်ရ၊ အသုံးများသော စကားဝှက် မဖြစ်ရ။',
    resetTitle: '{{name}} ၏ စကားဝှက် ပြန်သတ်မှတ်ရန်',
    resetQuestion: 'သူတို့၏ ကောင်တာများမှ ထွက်သွားမည်ဖြစ်ပြီး နောက်တစ်ကြိမ် ဝင်ချိန်တွင် ကိုယ်ပိုင် စကားဝှက်အသစ် ရွေးရပါမည်။',
    resetConfirm: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
    passwordTitle: 'ပထမ စကားဝှက်',
    passwordFor: '{{name}} အတွက် အကောင့်ဝင်ရန်: အသုံးပြုသူအမည် {{username}}',
    passwordOnce: 'ဤစကားဝှက်ကို ယခု မှတ်ထားပါ။ ဤတစ်ကြိမ်သာ ပြပါမည်။',
    passwordMustChange: 'ပထမအကြိမ် ဝင်ချိန်တွင် ကိုယ်ပိုင် စကားဝှက် ရွေးရပါမည်။',
    loadFailed: 'ဝန်ထမ်းစာရင်း ဖွင့်၍ မရပါ။',
    empty: 'ဝန်ထမ်း မရှိသေးပါ။',
    saveFailed: 'သိမ်း၍ မရပါ။ ထပ်စမ်းကြည့်ပါ။',
    permissions: 'ခွင့်ပြုချက်များ',
    permissionsLoadFailed: 'ခွင့်ပြုချက်များ ဖွင့်၍ မရပါ။',
    mayChangePrices: 'ဧည့်ကြိုဝန်ထမ်းများ အခန်းဈေးနှုန်း ပြင်ခွင့်ရှိသည်',
    mayChangeMenu: 'ဧည့်ကြိုဝန်ထမ်းများ မီနူး ပြင်ခွင့်ရှိသည်',
    mayVoidAndRefund: 'ဧည့်ကြိုဝန်ထမ်းများ ငွေပေးချေမှု ပယ်ဖျက်ခွင့်နှင့် ငွေပြန်အမ်းခွင့် ရှိသည်',
  },
};

export const ownPasswordTexts: Translation<typeof ownPasswordEnglish> = {
  ownPassword: {
    changeTitle: 'စကားဝှက် ပြောင်းရန်',
    chooseTitle: 'သင့်စကားဝှက် ရွေးပါ',
    chooseIntro:
      'သင့်စကားဝှက်ကို ပိုင်ရှင်က ပေးထားခြင်းဖြစ်သည်။ ဆက်လုပ်ရန် ကိုယ်ပိုင်စကားဝှက် ရွေးပါ: ဝင်ခဲ့သော စကားဝှက်ကို ထည့်ပြီး အသစ်ကို နှစ်ကြိမ် ထည့်ပါ။',
    current: 'လက်ရှိ စကားဝှက်',
    new: 'စကားဝှက်အသစ်',
    confirm: 'စကားဝှက်အသစ် ထပ်မံ',
    rules: 'အနည်းဆုံး စာလုံး {{count}} လုံး၊ သင့်အသုံးပြုသူအမည် မဖြစ်ရ၊ အသုံးများသော စကားဝှက် မဖြစ်ရ။',
    show: 'စကားဝှက်များ ပြရန်',
    save: 'စကားဝှက် သိမ်းရန်',
    changed: 'သင့်စကားဝှက် ပြောင်းပြီးပါပြီ။ အခြားကောင်တာများမှ ထွက်သွားပါပြီ။',
    failed: 'စကားဝှက် ပြောင်း၍ မရပါ။ ထပ်စမ်းကြည့်ပါ။',
  },
};
