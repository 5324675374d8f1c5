import { formatDisplayDate, isIsoDate } from '../rules/dates.ts';
import { formatDigits, formatNumber, type DisplayLocale } from '../rules/display-locale.ts';
import { label, value } from './burmese-labels.ts';
import { burmeseNrcMessages } from './burmese-nrc-messages.ts';

/**
 * The server's messages (HttpError, zod schemas of the contract, rules) in Burmese, keyed by
 * their exact English text, or by a pattern for messages that carry a label, a number or a room
 * number. The server writes every message in English once; the error handler (and the web
 * forms, which run the same schemas) translate at the edge. A message with no entry here stays
 * in English: add its Burmese below when you add a message (a field's label or a value it
 * names: burmese-labels.ts). Glossary: docs/glossary.md.
 *
 * Numbers in a message (a maximum, a count) are written in the caller's digits through Intl
 * (`n` below); room numbers, names and receipt prefixes are data and stay as written. Write no
 * digit into a Burmese text by hand: capture it from the English and pass it through `n`.
 */

const exact: Record<string, string> = {
  ...burmeseNrcMessages,
  'Receipt prefix must be 2 to 6 capital letters (A-Z)':
    'ပြေစာ ရှေ့ဆက်သည် အင်္ဂလိပ် စာလုံးကြီး (A-Z) နှစ်လုံးမှ ခြောက်လုံးအထိ ဖြစ်ရမည်',
  "Receipt prefix must differ from another hotel's prefix, and from it with FOOD after it":
    'ပြေစာ ရှေ့ဆက်သည် အခြားဟိုတယ်၏ ရှေ့ဆက်နှင့် ၎င်းနောက်တွင် FOOD ပါသော ရှေ့ဆက်တို့နှင့် မတူရပါ',
  'Room number must be 1 to 6 letters or digits':
    'အခန်းနံပါတ်သည် စာလုံး သို့မဟုတ် ဂဏန်း တစ်လုံးမှ ခြောက်လုံးအထိ ဖြစ်ရမည်',
  'Room number cannot be all zeros (it would read as no room)':
    'အခန်းနံပါတ်သည် သုည သက်သက် မဖြစ်ရပါ (အခန်းမရှိ ဟု ဖတ်မိမည်)',
  'Give a floor or a room type to change': 'ပြောင်းမည့် အထပ် သို့မဟုတ် အခန်းအမျိုးအစား ထည့်ပါ',
  'Room type does not exist': 'အခန်းအမျိုးအစား မရှိပါ',
  'Room not found.': 'အခန်းကို မတွေ့ပါ။',
  'Room type not found.': 'အခန်းအမျိုးအစားကို မတွေ့ပါ။',
  'The hotel details are required': 'ဟိုတယ် အချက်အလက် လိုအပ်သည်',
  'The room is required': 'အခန်း အချက်အလက် လိုအပ်သည်',
  'The change is required': 'ပြောင်းလဲမှု လိုအပ်သည်',
  'Prices are required': 'စျေးနှုန်းများ လိုအပ်သည်',
  'The room type is required': 'အခန်းအမျိုးအစား လိုအပ်သည်',
  'The room type name is required': 'အခန်းအမျိုးအစား အမည် လိုအပ်သည်',
  'Invalid value': 'တန်ဖိုး မမှန်ကန်ပါ',
  'Invalid request': 'တောင်းဆိုမှု မမှန်ကန်ပါ',
  'The request body is not valid JSON.': 'ပို့လိုက်သော အချက်အလက် ပုံစံ မမှန်ကန်ပါ။',
  'The request body is empty.': 'ပို့လိုက်သော အချက်အလက် မရှိပါ။',
  'Something went wrong on the server. Please try again.': 'ဆာဗာတွင် အမှားတစ်ခု ဖြစ်သွားသည်။ ထပ်မံကြိုးစားပါ။',
  'Please sign in again.': 'ကျေးဇူးပြု၍ ပြန်လည် အကောင့်ဝင်ပါ။',
  'Please sign in first.': 'ကျေးဇူးပြု၍ အရင် အကောင့်ဝင်ပါ။',
  'Your session has ended. Please sign in again.': 'အကောင့်ဝင်ချိန် ကုန်သွားပါပြီ။ ပြန်လည် အကောင့်ဝင်ပါ။',
  'You are not allowed to do that.': 'ထိုလုပ်ဆောင်ချက်ကို လုပ်ခွင့်မရှိပါ။',
  'Admins only.': 'စီမံခန့်ခွဲသူများသာ လုပ်နိုင်ပါသည်။',
  // Staff forms of the web (ADR 035); what only the server says is in burmese-server-messages.ts.
  'Passwords do not match.': 'စကားဝှက်များ မတူပါ။',
  'The new password must differ from the current one': 'စကားဝှက်အသစ်သည် လက်ရှိ စကားဝှက်နှင့် မတူရပါ',
  'Password cannot be only spaces': 'စကားဝှက်သည် နေရာလွတ်များချည်း မဖြစ်ရပါ',
  'Password cannot contain broken characters: please type it again':
    'စကားဝှက်တွင် ပျက်နေသော အက္ခရာများ ပါနေသည်: ပြန်ရိုက်ပါ',
  'Username may use only small letters, digits, dots, dashes and underscores':
    'အသုံးပြုသူအမည်တွင် အင်္ဂလိပ်စာလုံးအသေး၊ ဂဏန်း၊ အစက်၊ တုံးတို နှင့် underscore သာ သုံးနိုင်သည်',
  'Nothing to change': 'ပြောင်းစရာ မရှိပါ',
  'The start date must not be after the end date.': 'စတင်ရက်သည် ပြီးဆုံးရက်ထက် နောက်မကျရပါ။',
  'before must be a cursor from the previous page': 'before သည် ယခင်စာမျက်နှာမှ ရရှိသော တန်ဖိုး ဖြစ်ရမည်',
  'Invalid username or password': 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေသည်',
  'This account cannot sign in as admin.': 'ဤအကောင့်ဖြင့် စီမံခန့်ခွဲသူအဖြစ် အကောင့်ဝင်၍ မရပါ။',
  'This reset link is invalid or has expired. Please request a new one.':
    'ဤစကားဝှက်ပြန်သတ်မှတ်ရန် လင့်ခ် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ လင့်ခ်အသစ် တောင်းပါ။',
  'A valid email is required': 'မှန်ကန်သော အီးမေးလ် လိုအပ်သည်',
  'Not found.': 'မတွေ့ပါ။',
  'Reservation not found.': 'ဘွတ်ကင်ကို မတွေ့ပါ။',
  'Guest not found.': 'ဧည့်သည်ကို မတွေ့ပါ။',
  'This reservation is cancelled; its deposit was settled and stays as it is.':
    'ဤဘွတ်ကင်ကို ပယ်ဖျက်ပြီးပါပြီ၊ ၎င်း၏ ကြိုတင်ငွေကို စာရင်းရှင်းပြီး ဖြစ်၍ မပြောင်းလဲနိုင်ပါ။',
  'Amount must be more than 0': 'ပမာဏသည် သုညထက် များရမည်',
  'The payment is required': 'ငွေပေးချေမှု အချက်အလက် လိုအပ်သည်',
  'The charge is required': 'ကောက်ခံငွေ အချက်အလက် လိုအပ်သည်',
  'This stay is checked out; no charge can be added.': 'ဤတည်းခိုမှု ချက်အောက်ပြီးပါပြီ၊ ကောက်ခံငွေ ထပ်ထည့်၍ မရပါ။',
  'This payment is already voided.': 'ဤငွေပေးချေမှုကို ပယ်ဖျက်ပြီး ဖြစ်သည်။',
  'A void cannot be voided.': 'ပယ်ဖျက်မှုကို ထပ်မံ ပယ်ဖျက်၍ မရပါ။',
  'Your shift was closed while this payment was being recorded. Please record it again.':
    'ဤငွေပေးချေမှုကို မှတ်တမ်းတင်နေစဉ် သင့်အလှည့် ပိတ်သွားသည်။ ထပ်မံ မှတ်တမ်းတင်ပါ။',
  "A deposit is corrected by editing its reservation's amount paid, not voided.":
    'ကြိုတင်ငွေကို ပယ်ဖျက်ခြင်း မပြုဘဲ ၎င်း၏ ဘွတ်ကင်တွင် ပေးပြီးငွေကို ပြင်ဆင်ပါ။',
  'Payment not found.': 'ငွေပေးချေမှုကို မတွေ့ပါ။',
  'This payment is not of this stay.': 'ဤငွေပေးချေမှုသည် ဤတည်းခိုမှု၏ ငွေပေးချေမှု မဟုတ်ပါ။',
  'Only a payment can be refunded.': 'ငွေပေးချေမှုကိုသာ ပြန်အမ်းနိုင်သည်။',
  'The reason is required': 'အကြောင်းရင်း လိုအပ်သည်',
  'The refund is required': 'ပြန်အမ်းငွေ အချက်အလက် လိုအပ်သည်',
  'Receipt not found.': 'ပြေစာကို မတွေ့ပါ။',
  'Receipt number must be like AUR202611220001': 'ပြေစာနံပါတ်သည် AUR202611220001 ကဲ့သို့ ဖြစ်ရမည်',
  'This stay is checked out; no payment can be added.':
    'ဤတည်းခိုမှု ချက်အောက်ပြီးပါပြီ၊ ငွေပေးချေမှု ထပ်ထည့်၍ မရပါ။',
  'This reservation is already checked in; it cannot be changed.':
    'ဤဘွတ်ကင်ကို ချက်အင်လုပ်ပြီးဖြစ်၍ ပြင်ဆင်၍ မရပါ။',
  'This reservation is already checked in.': 'ဤဘွတ်ကင်ကို ချက်အင်လုပ်ပြီး ဖြစ်သည်။',
  'Guests were checked in from this reservation; it cannot be deleted.':
    'ဤဘွတ်ကင်မှ ဧည့်သည်များ ချက်အင်လုပ်ပြီးဖြစ်၍ ဖျက်၍ မရပါ။',
  'Check-out date cannot be before the check-in date': 'ချက်အောက်ရက်သည် ချက်အင်ရက် မတိုင်မီ မဖြစ်ရပါ',
  'Check-in date cannot be before today': 'ချက်အင်ရက်သည် ယနေ့ မတိုင်မီ မဖြစ်ရပါ',
  'Check-out date must be tomorrow or later': 'ချက်အောက်ရက်သည် မနက်ဖြန် သို့မဟုတ် နောက်ပိုင်း ဖြစ်ရမည်',
  'Check-out date must be today or later': 'ချက်အောက်ရက်သည် ယနေ့ သို့မဟုတ် နောက်ပိုင်း ဖြစ်ရမည်',
  'Check-out date must be within a year': 'ချက်အောက်ရက်သည် တစ်နှစ်အတွင်း ဖြစ်ရမည်',
  'Please verify all room numbers before proceeding.': 'ဆက်မလုပ်မီ အခန်းနံပါတ်အားလုံးကို စစ်ဆေးပါ။',
  'Please select a room': 'အခန်းတစ်ခန်း ရွေးပါ',
  'Each room needs a room number': 'အခန်းတိုင်းအတွက် အခန်းနံပါတ် လိုအပ်သည်',
  'Price per night is required for a long stay': 'ကာလရှည်တည်းအတွက် တစ်ညစျေးနှုန်း လိုအပ်သည်',
  'A long stay needs a price per night': 'ကာလရှည်တည်းအတွက် တစ်ညစျေးနှုန်း လိုအပ်သည်',
  'One of the rooms is not available.': 'အခန်းတစ်ခန်း မအားပါ။',
  'A guest is checked in to this room. Check the guest out first.':
    'ဤအခန်းတွင် ဧည့်သည် တည်းခိုနေသည်။ ဧည့်သည်ကို အရင် ချက်အောက်လုပ်ပါ။',
  'No guest is checked in to this room. Check a guest in first.':
    'ဤအခန်းတွင် တည်းခိုနေသော ဧည့်သည် မရှိပါ။ ဧည့်သည်ကို အရင် ချက်အင်လုပ်ပါ။',
  "That status does not match the checked-in guest's stay.":
    'ထိုအခြေအနေသည် တည်းခိုနေသော ဧည့်သည်၏ တည်းခိုပုံနှင့် မကိုက်ညီပါ။',
  'The guest is required': 'ဧည့်သည် အချက်အလက် လိုအပ်သည်',
  'The check-in is required': 'ချက်အင် အချက်အလက် လိုအပ်သည်',
  'The reservation form is required': 'ဘွတ်ကင် အချက်အလက် လိုအပ်သည်',
  'The reservation status is required': 'ဘွတ်ကင် အခြေအနေ လိုအပ်သည်',
  'The room status is required': 'အခန်း အခြေအနေ လိုအပ်သည်',
  'The receipt kind is required': 'ပြေစာ အမျိုးအစား လိုအပ်သည်',
  'The income is required': 'ငွေစာရင်း အချက်အလက် လိုအပ်သည်',
  'Status must be checked-in or cancelled': 'အခြေအနေသည် ချက်အင်ပြီး သို့မဟုတ် ပယ်ဖျက်ပြီး ဖြစ်ရမည်',
  'Status of a new guest must be active': 'ဧည့်သည်အသစ်၏ အခြေအနေသည် တည်းခိုဆဲ ဖြစ်ရမည်',
  'Amount cannot be 0': 'ပမာဏသည် သုည မဖြစ်ရပါ',
  'Please specify the payment type for others': 'အခြား အတွက် ငွေစာရင်း အမျိုးအစား ဖော်ပြပါ',
  // Expenses of their own (ADR 082).
  'Please say what the expense was for': 'အသုံးစရိတ်သည် မည်သည့်အတွက် ဖြစ်သည်ကို ဖော်ပြပါ',
  'The expense is required': 'အသုံးစရိတ် အချက်အလက် လိုအပ်သည်',
  'Notes cannot contain control characters other than line breaks and tabs':
    'မှတ်ချက်တွင် စာကြောင်းခွဲခြင်းနှင့် တဘ် မှလွဲ၍ ထိန်းချုပ်အက္ခရာများ မပါရပါ',
  'This Idempotency-Key was already used for another request.':
    'ဤတောင်းဆိုမှုအမှတ် (Idempotency-Key) ကို အခြားတောင်းဆိုမှုအတွက် သုံးပြီးဖြစ်သည်။',
  // In-stay dialogs: Guest Details, extensions, Room Swap (SPEC.md section 5 texts first).
  'This guest has checked out.': 'ဤဧည့်သည် ချက်အောက်လုပ်ပြီး ဖြစ်သည်။',
  'The room is changed with Room Swap, not here.': 'အခန်းကို အခန်းလဲရန် ဖြင့်သာ ပြောင်းနိုင်သည်။',
  'The stay type of a checked-in guest cannot be changed.':
    'ချက်အင်လုပ်ပြီးသော ဧည့်သည်၏ တည်းခိုပုံကို ပြောင်း၍ မရပါ။',
  'Status can only be active here; use Checkout to check out':
    'ဤနေရာတွင် အခြေအနေသည် တည်းခိုဆဲ သာ ဖြစ်ရမည်။ ချက်အောက်ဖြင့် ချက်အောက်လုပ်ပါ',
  'Check-in date cannot be in the past': 'ချက်အင်ရက်သည် ယခင်ရက် မဖြစ်ရပါ',
  'Check-in date must be within a year': 'ချက်အင်ရက်သည် တစ်နှစ်အတွင်း ဖြစ်ရမည်',
  'OrderTime cannot be in the future': 'မှာယူချိန်သည် အနာဂတ် မဖြစ်ရပါ',
  'OrderTime must be within a year': 'မှာယူချိန်သည် တစ်နှစ်အတွင်း ဖြစ်ရမည်',
  'Check-out date must be after the check-in date': 'ချက်အောက်ရက်သည် ချက်အင်ရက်ထက် နောက်ကျရမည်',
  'The extension is required': 'သက်တမ်းတိုးမှု အချက်အလက် လိုအပ်သည်',
  'The room swap is required': 'အခန်းလဲမှု အချက်အလက် လိုအပ်သည်',
  'Please select a valid checkout date.': 'မှန်ကန်သော ချက်အောက်ရက် ရွေးပါ။',
  'New checkout date must be after current checkout date.':
    'ချက်အောက်ရက် အသစ်သည် လက်ရှိ ချက်အောက်ရက်ထက် နောက်ကျရမည်။',
  'New checkout date must be after the current checkout date.':
    'ချက်အောက်ရက် အသစ်သည် လက်ရှိ ချက်အောက်ရက်ထက် နောက်ကျရမည်။',
  'Please enter a valid number of hours (minimum 1).': 'မှန်ကန်သော နာရီအရေအတွက် ထည့်ပါ (အနည်းဆုံး တစ် နာရီ)။',
  'An extension can add at most a year.': 'တစ်ကြိမ် သက်တမ်းတိုးလျှင် တစ်နှစ်အထိသာ တိုးနိုင်သည်။',
  'Extend by Day is for full-night guests.': 'ရက်ဖြင့် တိုးရန် သည် တစ်ညလုံး ဧည့်သည်များအတွက် ဖြစ်သည်။',
  'A long stay is extended by days, not by hours.': 'ကာလရှည်တည်းကို ရက်ဖြင့်သာ တိုးနိုင်သည်၊ နာရီဖြင့် မတိုးနိုင်ပါ။',
  'The long-stay extension is for long-stay guests.':
    'ကာလရှည်တည်း သက်တမ်းတိုးမှုသည် ကာလရှည်တည်း ဧည့်သည်များအတွက် ဖြစ်သည်။',
  'Please select a new room.': 'အခန်း အသစ် ရွေးပါ။',
  'The new room must be another room.': 'အခန်း အသစ်သည် အခြားအခန်း ဖြစ်ရမည်။',
  // Food: menu, orders, food revenue, stock.
  'Please fill in both food name and price.': 'အစားအသောက် အမည်နှင့် စျေးနှုန်း နှစ်ခုလုံး ထည့်ပါ။',
  'Please add items to your order': 'မှာယူမှုထဲသို့ ပစ္စည်းများ ထည့်ပါ',
  'Please select a payment method': 'ငွေပေးချေမှုနည်းလမ်း ရွေးပါ',
  'The menu item is required': 'မီနူး အချက်အလက် လိုအပ်သည်',
  'The food order is required': 'အစားအသောက် မှာယူမှု အချက်အလက် လိုအပ်သည်',
  'The food revenue is required': 'အစားအသောက် ဝင်ငွေ အချက်အလက် လိုအပ်သည်',
  'Each item needs a menu item and a quantity': 'ပစ္စည်းတိုင်းအတွက် မီနူးနှင့် အရေအတွက် လိုအပ်သည်',
  'Menu item not found.': 'မီနူးကို မတွေ့ပါ။',
  'A menu item of this order is no longer on the menu.': 'ဤမှာယူမှုထဲမှ ပစ္စည်းတစ်ခုသည် မီနူးတွင် မရှိတော့ပါ။',
  'start must be on or before end': 'စတင်ရက်သည် ပြီးဆုံးရက် သို့မဟုတ် ၎င်းမတိုင်မီ ဖြစ်ရမည်',
  // Room prices and receipts.
  'The price is required': 'စျေးနှုန်း လိုအပ်သည်',
  'Room price not found.': 'အခန်းစျေးနှုန်းကို မတွေ့ပါ။',
  'Too many receipt numbers asked for. Please wait a minute.':
    'ပြေစာနံပါတ် တောင်းဆိုမှု များလွန်းသည်။ တစ်မိနစ် စောင့်ပါ။',
};

/** How a translation writes what it carries over from the English, in the caller's digits. */
interface Carried {
  /** A number as the English wrote it ('20', '1,000,000', '-5', '0001') in the chosen digits. */
  n: (text: string | undefined) => string;
  /** A yyyy-mm-dd date as the screens show one (dd/mm/yyyy); anything else as it is. */
  date: (text: string | undefined) => string;
}

const carried = (display: DisplayLocale): Carried => ({
  n: (text = '') => {
    const value = Number(text.replaceAll(',', ''));
    if (text.trim() === '' || !Number.isFinite(value)) return text;
    // Grouped as the English groups it ('1,000,000'; '9999' and '0001' as they are).
    if (text.includes(',')) return formatNumber(value, display);
    const integerDigits = text.replace(/^-/, '').split('.')[0]?.length ?? 1;
    return formatDigits(value, integerDigits, display);
  },
  date: (text = '') => (isIsoDate(text) ? formatDisplayDate(text, display) : text),
});

type Translate = (match: RegExpExecArray, carried: Carried) => string;

/** Messages with a label, a number or a room number in them; the first that matches wins. */
const patterns: ReadonlyArray<readonly [RegExp, Translate]> = [
  [/^(.+) is required$/, ([, l = '']) => `${label(l)} လိုအပ်သည်`],
  [/^(.+) must be text$/, ([, l = '']) => `${label(l)} သည် စာသား ဖြစ်ရမည်`],
  [
    /^(.+) must be at most (\d+) characters$/,
    ([, l = '', c], { n }) => `${label(l)} သည် စာလုံးရေ ${n(c)} လုံးထက် မပိုရပါ`,
  ],
  [
    /^(.+) cannot contain control characters$/,
    ([, l = '']) => `${label(l)} တွင် ထိန်းချုပ်အက္ခရာများ မပါရပါ`,
  ],
  [
    /^(.+) must be one of: (.+)$/,
    ([, l = '', list = '']) =>
      `${label(l)} သည် ${list.split(', ').map(value).join('၊ ')} ထဲမှ တစ်ခု ဖြစ်ရမည်`,
  ],
  [/^(.+) must be true or false$/, ([, l = '']) => `${label(l)} သည် ဟုတ်/မဟုတ် ဖြစ်ရမည်`],
  [/^(.+) must be a number$/, ([, l = '']) => `${label(l)} သည် ဂဏန်း ဖြစ်ရမည်`],
  [/^(.+) cannot be negative$/, ([, l = '']) => `${label(l)} သည် အနုတ် မဖြစ်ရပါ`],
  [
    /^(.+) must be at least (-?[\d,.]+)$/,
    ([, l = '', c], { n }) => `${label(l)} သည် အနည်းဆုံး ${n(c)} ဖြစ်ရမည်`,
  ],
  [
    /^(.+) must be at most (-?[\d,.]+)$/,
    ([, l = '', c], { n }) => `${label(l)} သည် အများဆုံး ${n(c)} ဖြစ်ရမည်`,
  ],
  [/^(.+) can have at most 2 decimals$/, ([, l = '']) => `${label(l)} တွင် ဒသမ နှစ်နေရာထက် မပိုရပါ`],
  [
    /^(.+) must be a number from (\d+) to (\d+)$/,
    ([, l = '', a, b], { n }) => `${label(l)} သည် ${n(a)} မှ ${n(b)} အတွင်း ဂဏန်း ဖြစ်ရမည်`,
  ],
  [/^(.+) must be a whole number$/, ([, l = '']) => `${label(l)} သည် ကိန်းပြည့် ဖြစ်ရမည်`],
  [
    /^(.+) is too large to record \(at most ([\d,.]+) Ks\)$/,
    ([, l = '', c], { n }) => `${label(l)} သည် မှတ်တမ်းတင်ရန် ကြီးလွန်းသည် (အများဆုံး ${n(c)} ကျပ်)`,
  ],
  [/^(.+) is too large$/, ([, l = '']) => `${label(l)} သည် ကြီးလွန်းသည်`],
  [
    /^(.+) must be a date like (\S+) or (\S+)$/,
    ([, l = '', a, b]) => `${label(l)} သည် ${a} သို့မဟုတ် ${b} ကဲ့သို့ ရက်စွဲ ဖြစ်ရမည်`,
  ],
  [
    /^Password must be at least (\d+) characters$/,
    ([, c], { n }) => `စကားဝှက်သည် အနည်းဆုံး စာလုံး ${n(c)} လုံး ရှိရမည်`,
  ],
  [
    /^Amount must be between (-?[\d,]+) and ([\d,]+)$/,
    ([, a, b], { n }) => `ပမာဏသည် ${n(a)} နှင့် ${n(b)} ကြား ဖြစ်ရမည်`,
  ],
  [/^At most (\d+) rooms at once$/, ([, c], { n }) => `တစ်ကြိမ်လျှင် အခန်း ${n(c)} ခန်းအထိသာ ရပါသည်`],
  [
    /^Too many sign-in attempts\. Please wait (\d+) minutes and try again\.$/,
    ([, c], { n }) => `အကောင့်ဝင်ရန် ကြိုးစားမှု များလွန်းသည်။ ${n(c)} မိနစ် စောင့်ပြီး ထပ်မံကြိုးစားပါ။`,
  ],
  [
    /^Too many requests\. Please wait (\d+) minutes and try again\.$/,
    ([, c], { n }) => `တောင်းဆိုမှု များလွန်းသည်။ ${n(c)} မိနစ် စောင့်ပြီး ထပ်မံကြိုးစားပါ။`,
  ],
  [
    /^This payment has refunds of ([\d,.]+) Ks: it cannot be voided\. Refund what is left of it instead\.$/,
    ([, c], { n }) => `ဤငွေပေးချေမှုမှ ${n(c)} ကျပ် ပြန်အမ်းပြီး ဖြစ်၍ ပယ်ဖျက်၍ မရပါ။ ကျန်ငွေကိုသာ ပြန်အမ်းပါ။`,
  ],
  [
    /^This payment cannot be voided: the stay holds only ([\d,.]+) Ks of what was paid \(the rest was given back\)\.$/,
    ([, c], { n }) =>
      `ဤငွေပေးချေမှုကို ပယ်ဖျက်၍ မရပါ- ဤတည်းခိုမှုတွင် ပေးထားသော ငွေ ${n(c)} ကျပ်သာ ကျန်သည် (ကျန်ငွေကို ပြန်အမ်းပြီး)။`,
  ],
  [
    /^A refund can be at most ([\d,.]+) Ks \(what was paid and not yet given back\)\.$/,
    ([, c], { n }) => `ပြန်အမ်းငွေသည် အများဆုံး ${n(c)} ကျပ် ဖြစ်ရမည် (ပေးပြီး၍ ပြန်မအမ်းရသေးသော ငွေ)။`,
  ],
  [/^Room (.+) is chosen twice$/, ([, r]) => `အခန်း ${r} ကို နှစ်ကြိမ် ရွေးထားသည်`],
  [/^Room (.+) is not available\.$/, ([, r]) => `အခန်း ${r} မအားပါ။`],
  [/^Room type (.+) already exists\.$/, ([, t]) => `အခန်းအမျိုးအစား ${t} ရှိပြီးသား ဖြစ်သည်။`],
  [
    /^Room (.+) already exists \(out of service\)\.$/,
    ([, r]) => `အခန်း ${r} ရှိပြီးသား ဖြစ်သည် (အသုံးမပြုတော့)။`,
  ],
  [/^Room (.+) already exists\.$/, ([, r]) => `အခန်း ${r} ရှိပြီးသား ဖြစ်သည်။`],
  [/^Room (.+) is out of service\.$/, ([, r]) => `အခန်း ${r} ကို အသုံးမပြုတော့ပါ။`],
  [
    /^Room (.+) has had guests or payments: its number stays as their records name it\.$/,
    ([, r]) =>
      `အခန်း ${r} တွင် ဧည့်သည် သို့မဟုတ် ငွေပေးချေမှု ရှိခဲ့ပြီး ဖြစ်၍ ၎င်းတို့၏ မှတ်တမ်းများအတိုင်း အခန်းနံပါတ် မပြောင်းနိုင်ပါ။`,
  ],
  [/^Room (.+) is in service\.$/, ([, r]) => `အခန်း ${r} ကို အသုံးပြုနေဆဲ ဖြစ်သည်။`],
  [
    /^Room type (.+) has or had rooms \(out of service ones too\): it cannot be deleted\.$/,
    ([, t]) =>
      `အခန်းအမျိုးအစား ${t} တွင် အခန်းများ ရှိသည် သို့မဟုတ် ရှိခဲ့သည် (အသုံးမပြုတော့သော အခန်းများ အပါအဝင်): ဖျက်၍ မရပါ။`,
  ],
  [
    /^Room (.+) has a guest: check them out first\.$/,
    ([, r]) => `အခန်း ${r} တွင် ဧည့်သည် ရှိသည်: ဦးစွာ ချက်အောက် လုပ်ပါ။`,
  ],
  [/^Room (.+) not found\.$/, ([, r]) => `အခန်း ${r} ကို မတွေ့ပါ။`],
  [/^Room (.+) has no current guest\.$/, ([, r]) => `အခန်း ${r} တွင် လက်ရှိ ဧည့်သည် မရှိပါ။`],
  [
    /^The guest in room (.+) has changed\. Please check again\.$/,
    ([, r]) => `အခန်း ${r} ရှိ ဧည့်သည် ပြောင်းသွားပါပြီ။ ထပ်မံ စစ်ဆေးပါ။`,
  ],
  [
    /^Check-out date must be the check-in date for a (.+)$/,
    ([, t = '']) => `${value(t)} အတွက် ချက်အောက်ရက်သည် ချက်အင်ရက်နှင့် တူရမည်`,
  ],
  [
    /^This reservation is (\S+); its status cannot be changed\.$/,
    ([, s = '']) => `ဤဘွတ်ကင်သည် ${value(s)} ဖြစ်၍ အခြေအနေ ပြောင်း၍ မရပါ။`,
  ],
  [/^This reservation is for (\S+)\.$/, ([, t = '']) => `ဤဘွတ်ကင်သည် ${value(t)} အတွက် ဖြစ်သည်။`],
  [/^This reservation is (\S+)\.$/, ([, s = '']) => `ဤဘွတ်ကင်သည် ${value(s)} ဖြစ်သည်။`],
  [/^No price is set for (\S+)\.$/, ([, t = '']) => `${value(t)} အတွက် စျေးနှုန်း မသတ်မှတ်ရသေးပါ။`],
  [
    /^Guest count must be at most (\d+) per room$/,
    ([, c], { n }) => `ဧည့်သည်အရေအတွက် သည် အခန်းတစ်ခန်းလျှင် အများဆုံး ${n(c)} ဖြစ်ရမည်`,
  ],
  [
    /^An extension can add at most (\d+) hours\.$/,
    ([, c], { n }) => `တစ်ကြိမ် သက်တမ်းတိုးလျှင် ${n(c)} နာရီအထိသာ တိုးနိုင်သည်။`,
  ],
  [
    /^Check-out of a (\S+) must be within (\d+) hours after check-in$/,
    ([, t = '', c], { n }) => `${value(t)} ၏ ချက်အောက်သည် ချက်အင်ပြီး ${n(c)} နာရီအတွင်း ဖြစ်ရမည်`,
  ],
  [
    /^The guest is no longer in room (.+)\. Please check again\.$/,
    ([, r]) => `ဧည့်သည်သည် အခန်း ${r} တွင် မရှိတော့ပါ။ ထပ်မံ စစ်ဆေးပါ။`,
  ],
  [
    /^This guest is in room (.+), not room (.+)\.$/,
    ([, a, b]) => `ဤဧည့်သည်သည် အခန်း ${a} တွင် ရှိသည်၊ အခန်း ${b} တွင် မဟုတ်ပါ။`,
  ],
  [/^At most (\d+) items in one order$/, ([, c], { n }) => `မှာယူမှုတစ်ခုတွင် ပစ္စည်း ${n(c)} ခုအထိသာ ရပါသည်`],
  [
    /^(\S+) is not a date the hotel keeps$/,
    ([, l = '']) => `${label(l)} သည် ဟိုတယ်၏ မှတ်တမ်းရှိသော ရက်စွဲ မဟုတ်ပါ`,
  ],
  [
    /^Every (\S+) receipt number of (\S+) is used \((\d+)\)\. Nothing was saved: receipt numbers start again tomorrow; until then record this on paper\.$/,
    ([, k = '', d, c], { n, date }) =>
      `${date(d)} ၏ ${value(k)} ပြေစာနံပါတ် ${n(c)} ခုလုံး သုံးပြီးပါပြီ။ ဘာမှ မသိမ်းရသေးပါ: ပြေစာနံပါတ်များ မနက်ဖြန် ပြန်စမည်၊ ထိုအချိန်အထိ စာရွက်ပေါ်တွင် မှတ်ပါ။`,
  ],
  [
    /^This stay has a balance due of ([\d,.]+) Ks\. Collect it before checkout\.$/,
    ([, b = ''], { n }) => `ဤတည်းခိုမှုတွင် ပေးရန်ကျန်ငွေ ${n(b)} ကျပ် ရှိသည်။ ချက်အောက် မလုပ်မီ ကောက်ခံပါ။`,
  ],
  [
    /^The bill has changed: the balance due is now ([\d,.]+) Ks\. Please check again\.$/,
    ([, b = ''], { n }) => `ငွေတောင်းခံလွှာ ပြောင်းသွားပါပြီ: ပေးရန်ကျန်ငွေ ယခု ${n(b)} ကျပ် ဖြစ်သည်။ ပြန်စစ်ဆေးပါ။`,
  ],
  [/^Unknown hotel '(.*)'\.$/, ([, h]) => `'${h}' ဟိုတယ်ကို မသိပါ။`],
  [
    /^Room count cannot be more than the (\d+) rooms of the hotel$/,
    ([, c], { n }) => `အခန်းအရေအတွက်သည် ဟိုတယ်၏ အခန်း ${n(c)} ခုထက် မပိုရပါ`,
  ],
  [
    /^Receipt number must be (\S+) followed by a date yyyymmdd and (\d+) digits \((\d+)-(\d+)\)$/,
    ([, p, c, a, b], { n }) =>
      `ပြေစာနံပါတ်သည် ${p} နောက်တွင် ရက်စွဲ (နှစ်လရက်) နှင့် ဂဏန်း ${n(c)} လုံး (${n(a)}-${n(b)}) ဖြစ်ရမည်`,
  ],
  // zod's own messages (errors.ts prefixes them with the field): short and general.
  [/^Invalid input/, () => 'ထည့်သွင်းချက် မမှန်ကန်ပါ'],
  [/^Invalid /, () => 'တန်ဖိုး မမှန်ကန်ပါ'],
  [/^Unrecognized key/, () => 'မသိသော အကွက် ပါနေသည်'],
  [/^Too big/, () => 'တန်ဖိုး ကြီးလွန်းသည်'],
  [/^Too small/, () => 'တန်ဖိုး ငယ်လွန်းသည်'],
];

const toBurmese = (message: string, display: DisplayLocale): string | undefined => {
  const known = exact[message];
  if (known) return known;
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(message);
    if (match) return translate(match, carried(display));
  }
  // 'field: message', as the error handler writes zod's defaults.
  const prefixed = /^([\w.[\]]+): (.+)$/.exec(message);
  if (prefixed?.[1] && prefixed[2]) {
    const rest = toBurmese(prefixed[2], display);
    if (rest) return `${prefixed[1]}: ${rest}`;
  }
  return undefined;
};

/**
 * A server message in the caller's language and digits; English (and any unknown message)
 * unchanged, whatever the digits.
 */
export const translateMessage = (message: string, display: DisplayLocale): string =>
  display.language === 'my' ? (toBurmese(message, display) ?? message) : message;

/** Whether a message has a Burmese text (tests list the ones that do not). */
export const hasBurmeseMessage = (message: string): boolean =>
  toBurmese(message, { language: 'my', digits: 'latn' }) !== undefined;
