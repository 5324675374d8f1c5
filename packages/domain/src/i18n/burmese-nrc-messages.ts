import { nrcMessages } from '../rules/nrc.ts';

/**
 * The Burmese of an NRC's messages (ADR 084), merged into burmese-messages.ts. The examples are
 * NRCs as typed (data), written in both scripts as the English writes them.
 */
export const burmeseNrcMessages: Record<string, string> = {
  [nrcMessages.form]: 'မှတ်ပုံတင်အမှတ်ကို 12/MaYaKa(N)123456 သို့မဟုတ် ၁၂/မရက(နိုင်)၁၂၃၄၅၆ ကဲ့သို့ ရေးပါ',
  [nrcMessages.state]: 'မှတ်ပုံတင်၏ ပြည်နယ်/တိုင်း နံပါတ်သည် တစ်မှ ဆယ့်လေးအထိ ဖြစ်ရမည်',
  [nrcMessages.township]: 'မှတ်ပုံတင်၏ မြို့နယ်အတိုကောက်ကို MaYaKa ကဲ့သို့ လက်တင်စာ သို့မဟုတ် မရက ကဲ့သို့ မြန်မာစာလုံးဖြင့် ရေးပါ',
  [nrcMessages.type]:
    'မှတ်ပုံတင်၏ ကွင်းအတွင်းရှိ အမျိုးအစားသည် N, E, P, T, Y, S (နိုင်, ဧည့်, ပြု, သာသနာ, ယာယီ, စ) ဖြစ်ရမည်',
  [nrcMessages.number]: 'မှတ်ပုံတင်၏ နံပါတ်သည် ဂဏန်း ခြောက်လုံး ဖြစ်ရမည်',
};
