import { formatDigits, type DisplayLocale } from '../rules/display-locale.ts';
import { hasBurmeseMessage, translateMessage } from './burmese-messages.ts';

/**
 * Burmese of messages only the server says (staff accounts, ADR 035): the web never builds them,
 * it shows them as the server answered (already in the desk's language), so they stay out of the
 * web's bundle, which imports burmese-messages.ts for its forms. The server's error handler reads
 * this table first, then the shared one.
 */
const exact: Record<string, string> = {
  'Password must not be the username': 'စကားဝှက်သည် အသုံးပြုသူအမည် မဖြစ်ရပါ',
  'Password is too common: choose one that is harder to guess':
    'စကားဝှက်သည် အသုံးများလွန်းသည်။ ခန့်မှန်းရခက်သော စကားဝှက်ကို ရွေးပါ',
  'Please choose your own password first.': 'ကျေးဇူးပြု၍ ကိုယ်ပိုင် စကားဝှက်ကို အရင် ရွေးပါ။',
  'The current password is not right.': 'လက်ရှိ စကားဝှက် မှားနေသည်။',
  'This account has been deactivated. Please ask the owner.': 'ဤအကောင့်ကို ပိတ်ထားပါသည်။ ပိုင်ရှင်ကို မေးပါ။',
  'A hotel needs at least one active admin: make another admin first.':
    'ဟိုတယ်တွင် အသုံးပြုနေသော စီမံခန့်ခွဲသူ အနည်းဆုံး တစ်ဦး လိုအပ်သည်။ အရင် အခြားတစ်ဦးကို စီမံခန့်ခွဲသူ ပြုလုပ်ပါ။',
  'No such staff member in this hotel.': 'ဤဟိုတယ်တွင် ထိုဝန်ထမ်း မရှိပါ။',
  'The owner has not allowed receptionists to change room prices.':
    'ပိုင်ရှင်က ဧည့်ကြိုဝန်ထမ်းများကို အခန်းဈေးနှုန်း ပြင်ခွင့် မပေးထားပါ။',
  'The owner has not allowed receptionists to change the menu.':
    'ပိုင်ရှင်က ဧည့်ကြိုဝန်ထမ်းများကို မီနူး ပြင်ခွင့် မပေးထားပါ။',
  'The owner has not allowed receptionists to void payments or give refunds.':
    'ပိုင်ရှင်က ဧည့်ကြိုဝန်ထမ်းများကို ငွေပေးချေမှု ပယ်ဖျက်ခွင့်နှင့် ငွေပြန်အမ်းခွင့် မပေးထားပါ။',
  'Your password has been changed.': 'သင့်စကားဝှက် ပြောင်းပြီးပါပြီ။',
  'No such shift in this hotel.': 'ဤဟိုတယ်တွင် ထိုအလှည့် မရှိပါ။',
  'This shift is still open: its report prints when it is closed.':
    'ဤအလှည့်ကို မပိတ်ရသေးပါ။ ပိတ်သောအခါ ၎င်း၏ အစီရင်ခံစာ ထုတ်ပေးပါမည်။',
  "Only the owner can reprint another receptionist's shift report.":
    'အခြား ဧည့်ကြိုဝန်ထမ်း၏ အလှည့်အစီရင်ခံစာကို ပိုင်ရှင်သာ ပြန်ထုတ်နိုင်ပါသည်။',
  'A value in the request is not of the kind this call takes':
    'ပို့လိုက်သော တန်ဖိုးတစ်ခုသည် ဤလုပ်ဆောင်ချက်အတွက် မှန်ကန်သော အမျိုးအစား မဟုတ်ပါ',
  'A reason and an expected end date are only for Maintenance (status 6)':
    'အကြောင်းရင်းနှင့် ပြီးမည့်ရက်ကို ပြုပြင်ထိန်းသိမ်း (အခြေအနေ 6) အတွက်သာ ပေးနိုင်သည်',
  'Expected end must be a date written yyyy-mm-dd': 'ပြီးမည့်ရက်ကို yyyy-mm-dd ပုံစံဖြင့် ရေးရမည်',
  'The expected end date must be after today': 'ပြီးမည့်ရက်သည် ယနေ့ထက် နောက်ကျရမည်',
};

/** Digits of a message's dates and counts in the caller's digits ('30/11/2026' as written). */
const digitsOf = (text: string, display: DisplayLocale) =>
  text.replace(/\d+/g, (run) => formatDigits(Number(run), run.length, display));

type Translate = (match: RegExpExecArray, n: (text: string | undefined) => string) => string;

const patterns: ReadonlyArray<readonly [RegExp, Translate]> = [
  // Rooms free per night (ADR 040): the date and the count in the desk's digits.
  [/^No rooms are free on (\S+)$/, ([, d], n) => `${n(d)} တွင် အခန်းလွတ် မရှိပါ`],
  [
    /^Only (\d+) rooms? (?:is|are) free on (\S+)$/,
    ([, c, d], n) => `${n(d)} တွင် အခန်းလွတ် ${n(c)} ခန်းသာ ရှိပါသည်`,
  ],
  [
    /^Rooms promised to reservations would be short on (.+)$/,
    ([, d], n) => `${n(d)} တွင် ဘွတ်ကင်များအတွက် ကတိပေးထားသော အခန်းများ မလုံလောက်တော့ပါ`,
  ],
  // Receipt numbers no record carries, a user's day (ADR 077).
  [
    /^You already have (\d+) receipt numbers today that no receipt uses\. Use those first; numbers are counted again tomorrow\.$/,
    ([, c], n) =>
      `ယနေ့ ပြေစာတစ်စောင်မျှ အသုံးမပြုရသေးသော ပြေစာနံပါတ် ${n(c)} ခု ယူထားပြီး ဖြစ်သည်။ ၎င်းတို့ကို အရင်သုံးပါ။ မနက်ဖြန်တွင် ပြန်လည် ရေတွက်မည်။`,
  ],
  [
    /^The username '(.+)' is already taken in this hotel\.$/,
    ([, username]) => `အသုံးပြုသူအမည် '${username}' ကို ဤဟိုတယ်တွင် အသုံးပြုပြီး ဖြစ်သည်။`,
  ],
];

const serverOnlyBurmese = (message: string, display: DisplayLocale): string | undefined => {
  const known = exact[message];
  if (known) return known;
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(message);
    if (match) return translate(match, (text = '') => digitsOf(text, display));
  }
  return undefined;
};

/** A message of the server in the caller's language (translateMessage, plus the table above). */
export const translateServerMessage = (message: string, display: DisplayLocale): string =>
  display.language === 'my'
    ? (serverOnlyBurmese(message, display) ?? translateMessage(message, display))
    : message;

/** Whether a server message has a Burmese text (tests list the ones that do not). */
export const hasBurmeseServerMessage = (message: string): boolean =>
  serverOnlyBurmese(message, { language: 'my', digits: 'latn' }) !== undefined ||
  hasBurmeseMessage(message);
