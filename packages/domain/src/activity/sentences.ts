import { formatDisplayDate, type IsoDate } from '../rules/dates.ts';
import { englishDisplay, formatNumber, type DisplayLocale } from '../rules/display-locale.ts';
import { formatKyat } from '../rules/money.ts';
import { isRoomStatusCode, roomStatusLabel } from '../rules/room-status.ts';
import type { ActivityKind, ActivityParams, ChangedValue, FieldChange } from './catalogue.ts';

/** A maintenance's reason and expected end, after the status change: ' (AC broken, until 10/12/2026)'. */
const spellText = (
  p: { reason?: string | null; until?: string | null },
  d: DisplayLocale,
  until: (date: string) => string,
): string => {
  const parts = [
    p.reason ? `'${p.reason}'` : '',
    p.until ? until(formatDisplayDate(p.until as IsoDate, d)) : '',
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

/**
 * An activity entry in the hotel's words, English or Burmese, with the desk's digits:
 * 'Su Su changed Full Night (standard) from 40,000 Ks to 35,000 Ks'.
 */
export interface ActivitySentenceInput<K extends ActivityKind = ActivityKind> {
  kind: K;
  userName: string | null;
  params: ActivityParams[K];
}

const stayTypeNames: Record<string, { en: string; my: string }> = {
  'full-night': { en: 'Full Night', my: 'တစ်ညလုံး' },
  extrabed: { en: 'Extra Bed', my: 'ကုတင်အပို' },
  'foreigner-full-night': { en: 'Foreigner Full Night', my: 'နိုင်ငံခြားသား တစ်ညလုံး' },
  'foreigner-extrabed': { en: 'Foreigner Extra Bed', my: 'နိုင်ငံခြားသား ကုတင်အပို' },
  daycation: { en: 'Daycation', my: 'နေ့ခင်းတည်း' },
  session: { en: 'Session', my: 'နာရီပိုင်းတည်း' },
  'foreigner-daycation': { en: 'Foreigner Daycation', my: 'နိုင်ငံခြားသား နေ့ခင်းတည်း' },
  'foreigner-session': { en: 'Foreigner Session', my: 'နိုင်ငံခြားသား နာရီပိုင်းတည်း' },
  'hourly-rate': { en: 'Hourly Rate', my: 'တစ်နာရီစျေးနှုန်း' },
  'long-stay': { en: 'Long Stay', my: 'ကာလရှည်တည်း' },
};

/** Payment methods as the desk names them ('Cash', 'ငွေသား', 'KPay'). */
const methodNames: Record<string, { en: string; my: string }> = {
  cash: { en: 'Cash', my: 'ငွေသား' },
  kpay: { en: 'KPay', my: 'KPay' },
  ayapay: { en: 'AyaPay', my: 'AyaPay' },
  wavepay: { en: 'WavePay', my: 'WavePay' },
  'room-account': { en: 'Pay at checkout', my: 'ချက်အောက်တွင် ပေးမည်' },
};

const roomStatusNamesMy: Record<number, string> = {
  1: 'အခန်းလွတ်',
  2: 'တစ်ညလုံး',
  3: 'နေ့ခင်းတည်း',
  4: 'နာရီပိုင်းတည်း',
  5: 'သန့်ရှင်းရေး',
  6: 'ပြုပြင်ထိန်းသိမ်း',
  7: 'ကာလရှည်တည်း',
};

const fieldNames: Record<string, { en: string; my: string }> = {
  name: { en: 'name', my: 'အမည်' },
  nationalId: { en: 'national ID', my: 'မှတ်ပုံတင်' },
  phone: { en: 'phone', my: 'ဖုန်း' },
  checkinAt: { en: 'check-in', my: 'ချက်အင်' },
  checkoutAt: { en: 'check-out', my: 'ချက်အောက်' },
  checkinDate: { en: 'check-in date', my: 'ချက်အင် ရက်' },
  checkoutDate: { en: 'check-out date', my: 'ချက်အောက် ရက်' },
  extraBed: { en: 'extra bed', my: 'ကုတင်အပို' },
  isForeigner: { en: 'foreigner', my: 'နိုင်ငံခြားသား' },
  paymentType: { en: 'payment type', my: 'ငွေပေးချေမှု' },
  amountPaid: { en: 'amount paid', my: 'ပေးပြီးငွေ' },
  roomCharges: { en: 'room charges', my: 'အခန်းခ' },
  foodCharges: { en: 'food charges', my: 'အစားအသောက်ခ' },
  taxCharges: { en: 'tax', my: 'အခွန်' },
  serviceCharges: { en: 'service charge', my: 'ဝန်ဆောင်ခ' },
  guestCount: { en: 'guests', my: 'ဧည့်သည် ဦးရေ' },
  roomCount: { en: 'rooms', my: 'အခန်း အရေအတွက်' },
  roomType: { en: 'stay type', my: 'တည်းခိုပုံ' },
  notes: { en: 'notes', my: 'မှတ်ချက်' },
  source: { en: 'source', my: 'လာရာလမ်းကြောင်း' },
  foodName: { en: 'name', my: 'အမည်' },
  foodPrice: { en: 'price', my: 'စျေးနှုန်း' },
  email: { en: 'e-mail', my: 'အီးမေးလ်' },
  role: { en: 'role', my: 'ရာထူး' },
  receptionMayChangePrices: {
    en: 'receptionists may change room prices',
    my: 'ဧည့်ကြိုများ အခန်းစျေးနှုန်း ပြင်နိုင်',
  },
  receptionMayChangeMenu: {
    en: 'receptionists may change the menu',
    my: 'ဧည့်ကြိုများ မီနူး ပြင်နိုင်',
  },
  receptionMayVoidAndRefund: {
    en: 'receptionists may void and refund',
    my: 'ဧည့်ကြိုများ ပယ်ဖျက်ခြင်းနှင့် ငွေပြန်အမ်းခြင်း လုပ်နိုင်',
  },
  address: { en: 'address', my: 'လိပ်စာ' },
  city: { en: 'city', my: 'မြို့' },
  receiptPrefix: { en: 'receipt prefix', my: 'ပြေစာ ရှေ့ဆက်' },
  defaultTaxRate: { en: 'default tax rate', my: 'မူလ အခွန်နှုန်း' },
  defaultServiceRate: { en: 'default service rate', my: 'မူလ ဝန်ဆောင်ခနှုန်း' },
  overbookAllowance: {
    en: 'overbooking allowance',
    my: 'ပိုလက်ခံခွင့်ရှိသော အခန်းအရေအတွက်',
  },
  arrivalDayHour: {
    en: 'hour from which an arrival counts that day’s night',
    my: 'ထိုနေ့ည အဖြစ် ရေတွက်သည့် ရောက်ချိန် နာရီ',
  },
  earlyCheckInCharge: { en: 'early check-in charge', my: 'စောစီးစွာ ဝင်ရောက်ခ' },
  swapPriceRule: {
    en: 'price of a swap to another room type',
    my: 'အခန်းအမျိုးအစား ပြောင်းရာတွင် စျေးနှုန်း',
  },
  floor: { en: 'floor', my: 'အထပ်' },
  roomTypeName: { en: 'room type', my: 'အခန်းအမျိုးအစား' },
  number: { en: 'room number', my: 'အခန်းနံပါတ်' },
};

const moneyFields = new Set([
  'amountPaid',
  'roomCharges',
  'foodCharges',
  'taxCharges',
  'serviceCharges',
  'foodPrice',
  'earlyCheckInCharge',
]);

type Words = (typeof words)['en'];

const words = {
  en: {
    someone: 'Someone',
    yes: 'yes',
    no: 'no',
    nothing: '(none)',
    room: (room: string) => (room === '0' ? 'no room' : `room ${room}`),
    everyType: 'every room type',
  },
  my: {
    someone: 'တစ်စုံတစ်ဦး',
    yes: 'ဟုတ်',
    no: 'မဟုတ်',
    nothing: '(မရှိ)',
    room: (room: string) => (room === '0' ? 'အခန်းမရှိ' : `အခန်း ${room}`),
    everyType: 'အခန်းအမျိုးအစား အားလုံး',
  },
};

const nameOf = (table: Record<string, { en: string; my: string }>, key: string, d: DisplayLocale) =>
  table[key]?.[d.language] ?? key;

const valueText = (field: string, value: ChangedValue, d: DisplayLocale, w: Words): string => {
  if (value === null || value === '') return w.nothing;
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  if (typeof value === 'number') {
    return moneyFields.has(field) ? formatKyat(value, d) : formatNumber(value, d);
  }
  if (field === 'roomType') return nameOf(stayTypeNames, value, d);
  return `'${value}'`;
};

const changesText = (changes: FieldChange[], d: DisplayLocale, w: Words): string =>
  changes
    .map(({ field, before, after }) => {
      const name = nameOf(fieldNames, field, d);
      const from = valueText(field, before, d, w);
      const to = valueText(field, after, d, w);
      return d.language === 'my' ? `${name} ${from} မှ ${to} သို့` : `${name} from ${from} to ${to}`;
    })
    .join('; ');

const statusName = (status: number, d: DisplayLocale) =>
  d.language === 'my' && isRoomStatusCode(status)
    ? (roomStatusNamesMy[status] ?? roomStatusLabel(status))
    : roomStatusLabel(status);

type Sentences = {
  [K in ActivityKind]: (who: string, p: ActivityParams[K], d: DisplayLocale, w: Words) => string;
};

const money = formatKyat;
const stay = (type: string, d: DisplayLocale) => nameOf(stayTypeNames, type, d);
const pricesText = (prices: Record<string, number>, d: DisplayLocale) =>
  Object.entries(prices)
    .map(([type, price]) => `${stay(type, d)} ${money(price, d)}`)
    .join(', ');
/** The voided payment: its receipt when it had one, its amount and room. */
const voidedText = (p: ActivityParams['payment-void'], d: DisplayLocale, w: Words) =>
  p.originalReceipt === null
    ? `${money(p.amount, d)} (${w.room(p.room)})`
    : d.language === 'my'
      ? `ပြေစာ ${p.originalReceipt} (${money(p.amount, d)}, ${w.room(p.room)})`
      : `receipt ${p.originalReceipt} (${money(p.amount, d)}, ${w.room(p.room)})`;

/** A check-in the desk confirmed over reservations' rooms: the nights it named (ADR 040). */
const overbooked = (p: ActivityParams['check-in'], d: DisplayLocale) => {
  if (!p.overbookedNights?.length) return '';
  const nights = p.overbookedNights.map((night) => formatDisplayDate(night, d)).join(', ');
  return d.language === 'my'
    ? `၊ ဘွတ်ကင်များ၏ အခန်းကို အတည်ပြု၍ ယူခဲ့သည် (${nights})`
    : `, confirmed over reservations on ${nights}`;
};

const english: Sentences = {
  'sign-in': (who, p) => `${who} signed in${p.admin ? ' as the owner' : ''}`,
  'sign-in-failed': (_, p) => `Someone failed to sign in as '${p.username}'`,
  'sign-out': (who) => `${who} signed out`,
  'check-in': (who, p, d, w) =>
    `${who} checked ${p.guest} in to ${w.room(p.room)} (${stay(p.stayType, d)}), ${money(p.amount, d)}${overbooked(p, d)}`,
  extension: (who, p, d, w) =>
    `${who} extended ${p.guest}'s stay in ${w.room(p.room)}, ${money(p.amount, d)}`,
  swap: (who, p, d, w) =>
    `${who} moved ${p.guest} from ${w.room(p.fromRoom)} to ${w.room(p.toRoom)}` +
    (p.charged ? `, charging ${money(p.charged, d)} for the room type` : ''),
  'immigration-report': (who, p, _, w) =>
    `${who} marked ${p.guest} (${w.room(p.room)}) as reported to immigration`,
  checkout: (who, p, d, w) =>
    `${who} checked ${p.guest} out of ${w.room(p.room)}` +
    (p.collected
      ? `, collecting ${money(p.collected.amount, d)} (${nameOf(methodNames, p.collected.paymentMethod, d)})`
      : ''),
  'stay-charge': (who, p, d, w) =>
    `${who} charged ${p.guest} (${w.room(p.room)}) ${money(p.amount, d)} for ${p.description}`,
  'payment-void': (who, p, d, w) =>
    `${who} voided ${voidedText(p, d, w)}: '${p.reason}'; receipt ${p.receipt}`,
  refund: (who, p, d, w) =>
    `${who} refunded ${money(p.amount, d)} (${nameOf(methodNames, p.paymentMethod, d)}) to ${p.guest} (${w.room(p.room)})` +
    (p.originalReceipt === null ? '' : ` of receipt ${p.originalReceipt}`) +
    `: '${p.reason}'; receipt ${p.receipt}`,
  'guest-edit': (who, p, d, w) =>
    `${who} changed ${p.guest} (${w.room(p.room)}): ${changesText(p.changes, d, w)}`,
  'reservation-create': (who, p, d) =>
    `${who} added a reservation for ${p.name} from ${p.checkinDate}` +
    (p.amountPaid > 0 ? `, deposit ${money(p.amountPaid, d)}` : ''),
  'reservation-edit': (who, p, d, w) =>
    `${who} changed the reservation of ${p.name}: ${changesText(p.changes, d, w)}`,
  'reservation-delete': (who, p) => `${who} deleted the reservation of ${p.name}`,
  'reservation-cancel': (who, p, d) =>
    `${who} cancelled the reservation of ${p.name}` +
    (p.deposit ? `; deposit of ${money(p.amount, d)} ${p.deposit}` : ''),
  'reservation-no-show': (who, p, d) =>
    `${who} marked ${p.name} as a no-show` +
    (p.deposit ? `; deposit of ${money(p.amount, d)} ${p.deposit}` : ''),
  income: (who, p, d, w) =>
    `${who} recorded ${money(p.amount, d)} (${p.type}, ${nameOf(methodNames, p.paymentMethod, d)}) for ${w.room(p.room)}`,
  'food-order': (who, p, d, w) =>
    `${who} ordered food for ${w.room(p.room)}: ${formatNumber(p.items, d)} ` +
    `${p.items === 1 ? 'item' : 'items'}, ${money(p.amount, d)}`,
  'food-revenue': (who, p, d, w) =>
    `${who} recorded food sales of ${money(p.amount, d)} (${nameOf(methodNames, p.paymentMethod, d)}) for ${w.room(p.room)}`,
  'menu-add': (who, p, d) => `${who} added ${p.name} to the menu at ${money(p.price, d)}`,
  'menu-edit': (who, p, d, w) =>
    `${who} changed ${p.name} on the menu: ${changesText(p.changes, d, w)}`,
  'menu-delete': (who, p, d) => `${who} took ${p.name} (${money(p.price, d)}) off the menu`,
  'room-price': (who, p, d, w) =>
    `${who} changed ${stay(p.stayType, d)} (${p.roomType ?? w.everyType}) from ` +
    `${money(p.before, d)} to ${money(p.after, d)}`,
  'room-status': (who, p, d, w) =>
    `${who} changed ${w.room(p.room)} from ${statusName(p.before, d)} to ${statusName(p.after, d)}` +
    spellText(p, d, (date) => `until ${date}`),
  'receipt-number': (who, p) => `${who} issued receipt number ${p.number}`,
  'staff-add': (who, p) => `${who} added ${p.name} ('${p.username}', ${p.role}) to the staff`,
  'staff-edit': (who, p, d, w) => `${who} changed ${p.name}: ${changesText(p.changes, d, w)}`,
  'staff-password-reset': (who, p) => `${who} reset the password of ${p.name}`,
  'staff-deactivate': (who, p) => `${who} deactivated ${p.name}`,
  'staff-reactivate': (who, p) => `${who} reactivated ${p.name}`,
  'own-password': (who) => `${who} changed their own password`,
  'staff-permissions': (who, p, d, w) =>
    `${who} changed the owner's switches: ${changesText(p.changes, d, w)}`,
  'hotel-edit': (who, p, d, w) =>
    `${who} changed the hotel's details: ${changesText(p.changes, d, w)}`,
  'room-add': (who, p, d) =>
    `${who} added room ${p.room} (floor ${formatNumber(p.floor, d)}, ${p.roomType})`,
  'room-edit': (who, p, d, w) =>
    `${who} changed ${w.room(p.room)}: ${changesText(p.changes, d, w)}`,
  'room-retire': (who, p, _, w) => `${who} took ${w.room(p.room)} out of service`,
  'room-restore': (who, p, _, w) => `${who} put ${w.room(p.room)} back in service`,
  'room-type-add': (who, p, d) => `${who} added room type ${p.name}: ${pricesText(p.prices, d)}`,
  'room-type-rename': (who, p) => `${who} renamed room type ${p.before} to ${p.after}`,
  'room-type-delete': (who, p) => `${who} deleted room type ${p.name}`,
  'shift-open': (who, p, d) => `${who} opened a shift with a float of ${money(p.float, d)}`,
  'shift-close': (who, p, d) =>
    `${who} closed their shift: ${money(p.counted, d)} counted, ${money(p.expected, d)} expected` +
    (p.difference === 0
      ? ''
      : ` (${p.difference > 0 ? 'over' : 'short'} ${money(Math.abs(p.difference), d)}: '${p.note ?? ''}')`),
  'hotel-add': (_, p) =>
    `The hotel ${p.name} ('${p.key}') was added with its owner '${p.adminUsername}'`,
};

const burmese: Sentences = {
  'sign-in': (who, p) => `${who} ${p.admin ? 'ပိုင်ရှင်အဖြစ် ' : ''}ဝင်ရောက်ခဲ့သည်`,
  'sign-in-failed': (_, p) => `တစ်စုံတစ်ဦး '${p.username}' အဖြစ် ဝင်ရောက်ရန် မအောင်မြင်ပါ`,
  'sign-out': (who) => `${who} ထွက်ခဲ့သည်`,
  'check-in': (who, p, d, w) =>
    `${who} သည် ${p.guest} ကို ${w.room(p.room)} (${stay(p.stayType, d)}) တွင် ချက်အင် လုပ်ခဲ့သည်၊ ${money(p.amount, d)}${overbooked(p, d)}`,
  extension: (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} ရှိ ${p.guest} ၏ တည်းခိုချိန်ကို တိုးခဲ့သည်၊ ${money(p.amount, d)}`,
  swap: (who, p, d, w) =>
    `${who} သည် ${p.guest} ကို ${w.room(p.fromRoom)} မှ ${w.room(p.toRoom)} သို့ ပြောင်းခဲ့သည်` +
    (p.charged ? `၊ အခန်းအမျိုးအစား ကွာခြားချက် ${money(p.charged, d)} ကောက်ခံရန် ထည့်ခဲ့သည်` : ''),
  'immigration-report': (who, p, _, w) =>
    `${who} သည် ${p.guest} (${w.room(p.room)}) ကို လဝက သို့ သတင်းပို့ပြီးဟု မှတ်ခဲ့သည်`,
  checkout: (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} မှ ${p.guest} ကို ချက်အောက် လုပ်ခဲ့သည်` +
    (p.collected
      ? `၊ ${money(p.collected.amount, d)} (${nameOf(methodNames, p.collected.paymentMethod, d)}) ကောက်ခံခဲ့သည်`
      : ''),
  'stay-charge': (who, p, d, w) =>
    `${who} သည် ${p.guest} (${w.room(p.room)}) ထံ ${p.description} အတွက် ${money(p.amount, d)} ကောက်ခံရန် ထည့်ခဲ့သည်`,
  'payment-void': (who, p, d, w) =>
    `${who} သည် ${voidedText(p, d, w)} ကို ပယ်ဖျက်ခဲ့သည်: '${p.reason}'၊ ပြေစာ ${p.receipt}`,
  refund: (who, p, d, w) =>
    `${who} သည် ${p.guest} (${w.room(p.room)}) ထံ` +
    (p.originalReceipt === null ? '' : ` ပြေစာ ${p.originalReceipt} မှ`) +
    ` ${money(p.amount, d)} (${nameOf(methodNames, p.paymentMethod, d)}) ပြန်အမ်းခဲ့သည်: '${p.reason}'၊ ပြေစာ ${p.receipt}`,
  'guest-edit': (who, p, d, w) =>
    `${who} သည် ${p.guest} (${w.room(p.room)}) ကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'reservation-create': (who, p, d) =>
    `${who} သည် ${p.name} အတွက် ${p.checkinDate} မှ စ၍ ကြိုတင်စာရင်း ထည့်ခဲ့သည်` +
    (p.amountPaid > 0 ? `၊ စရံ ${money(p.amountPaid, d)}` : ''),
  'reservation-edit': (who, p, d, w) =>
    `${who} သည် ${p.name} ၏ ကြိုတင်စာရင်းကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'reservation-delete': (who, p) => `${who} သည် ${p.name} ၏ ကြိုတင်စာရင်းကို ဖျက်ခဲ့သည်`,
  'reservation-cancel': (who, p, d) =>
    `${who} သည် ${p.name} ၏ ကြိုတင်စာရင်းကို ပယ်ဖျက်ခဲ့သည်` +
    (p.deposit ? `၊ စရံ ${money(p.amount, d)} ${p.deposit === 'kept' ? 'ထားရှိသည်' : 'ပြန်အမ်းသည်'}` : ''),
  'reservation-no-show': (who, p, d) =>
    `${who} သည် ${p.name} ကို မလာသူ (no-show) အဖြစ် မှတ်ခဲ့သည်` +
    (p.deposit ? `၊ စရံ ${money(p.amount, d)} ${p.deposit === 'kept' ? 'ထားရှိသည်' : 'ပြန်အမ်းသည်'}` : ''),
  income: (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} အတွက် ${money(p.amount, d)} (${p.type}, ${nameOf(methodNames, p.paymentMethod, d)}) မှတ်တမ်းတင်ခဲ့သည်`,
  'food-order': (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} အတွက် အစားအသောက် ${formatNumber(p.items, d)} မျိုး မှာခဲ့သည်၊ ${money(p.amount, d)}`,
  'food-revenue': (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} အတွက် အစားအသောက် ရောင်းရငွေ ${money(p.amount, d)} (${nameOf(methodNames, p.paymentMethod, d)}) မှတ်တမ်းတင်ခဲ့သည်`,
  'menu-add': (who, p, d) => `${who} သည် ${p.name} ကို ${money(p.price, d)} ဖြင့် မီနူးတွင် ထည့်ခဲ့သည်`,
  'menu-edit': (who, p, d, w) =>
    `${who} သည် မီနူးရှိ ${p.name} ကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'menu-delete': (who, p, d) => `${who} သည် ${p.name} (${money(p.price, d)}) ကို မီနူးမှ ဖယ်ခဲ့သည်`,
  'room-price': (who, p, d, w) =>
    `${who} သည် ${stay(p.stayType, d)} (${p.roomType ?? w.everyType}) ကို ` +
    `${money(p.before, d)} မှ ${money(p.after, d)} သို့ ပြောင်းခဲ့သည်`,
  'room-status': (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} ကို ${statusName(p.before, d)} မှ ${statusName(p.after, d)} သို့ ပြောင်းခဲ့သည်` +
    spellText(p, d, (date) => `${date} အထိ`),
  'receipt-number': (who, p) => `${who} သည် ပြေစာနံပါတ် ${p.number} ထုတ်ခဲ့သည်`,
  'staff-add': (who, p) => `${who} သည် ${p.name} ('${p.username}', ${p.role}) ကို ဝန်ထမ်းအဖြစ် ထည့်ခဲ့သည်`,
  'staff-edit': (who, p, d, w) => `${who} သည် ${p.name} ကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'staff-password-reset': (who, p) => `${who} သည် ${p.name} ၏ စကားဝှက်ကို ပြန်သတ်မှတ်ခဲ့သည်`,
  'staff-deactivate': (who, p) => `${who} သည် ${p.name} ကို ပိတ်ခဲ့သည်`,
  'staff-reactivate': (who, p) => `${who} သည် ${p.name} ကို ပြန်ဖွင့်ခဲ့သည်`,
  'own-password': (who) => `${who} သည် မိမိ၏ စကားဝှက်ကို ပြောင်းခဲ့သည်`,
  'staff-permissions': (who, p, d, w) =>
    `${who} သည် ပိုင်ရှင်၏ ခလုတ်များကို ပြောင်းခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'hotel-edit': (who, p, d, w) => `${who} သည် ဟိုတယ် အချက်အလက်ကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'room-add': (who, p, d) =>
    `${who} သည် အခန်း ${p.room} (အထပ် ${formatNumber(p.floor, d)}, ${p.roomType}) ကို ထည့်ခဲ့သည်`,
  'room-edit': (who, p, d, w) =>
    `${who} သည် ${w.room(p.room)} ကို ပြင်ခဲ့သည်: ${changesText(p.changes, d, w)}`,
  'room-retire': (who, p, _, w) => `${who} သည် ${w.room(p.room)} ကို အသုံးမပြုတော့ရန် ပိတ်ခဲ့သည်`,
  'room-restore': (who, p, _, w) => `${who} သည် ${w.room(p.room)} ကို ပြန်လည် အသုံးပြုရန် ဖွင့်ခဲ့သည်`,
  'room-type-add': (who, p, d) =>
    `${who} သည် အခန်းအမျိုးအစား ${p.name} ကို ထည့်ခဲ့သည်: ${pricesText(p.prices, d)}`,
  'room-type-rename': (who, p) => `${who} သည် အခန်းအမျိုးအစား ${p.before} ကို ${p.after} ဟု အမည်ပြောင်းခဲ့သည်`,
  'room-type-delete': (who, p) => `${who} သည် အခန်းအမျိုးအစား ${p.name} ကို ဖျက်ခဲ့သည်`,
  'shift-open': (who, p, d) => `${who} သည် အစပြုငွေ ${money(p.float, d)} ဖြင့် အလှည့်ကို ဖွင့်ခဲ့သည်`,
  'shift-close': (who, p, d) =>
    `${who} သည် မိမိ၏ အလှည့်ကို ပိတ်ခဲ့သည်: ရေတွက်ငွေ ${money(p.counted, d)}၊ ရှိသင့်ငွေ ${money(p.expected, d)}` +
    (p.difference === 0
      ? ''
      : ` (${p.difference > 0 ? 'ပိုငွေ' : 'လိုငွေ'} ${money(Math.abs(p.difference), d)}: '${p.note ?? ''}')`),
  'hotel-add': (_, p) => `ဟိုတယ် ${p.name} ('${p.key}') ကို ပိုင်ရှင် '${p.adminUsername}' နှင့်အတူ ထည့်ခဲ့သည်`,
};

const sentences = { en: english, my: burmese };

export const activitySentence = <K extends ActivityKind>(
  entry: ActivitySentenceInput<K>,
  display: DisplayLocale = englishDisplay,
): string => {
  const w = words[display.language];
  const build = sentences[display.language][entry.kind] as Sentences[K];
  return build(entry.userName ?? w.someone, entry.params, display, w);
};
