import { describe, expect, it } from 'vitest';
import { checkInRequestSchema } from '../contract/check-in.ts';
import { guestPayloadSchema } from '../contract/guests.ts';
import { createIncomeSchema, manualPaymentFormSchema } from '../contract/incomes.ts';
import { reservationFormSchema } from '../contract/reservation.ts';
import { roomStatusChangeSchema } from '../contract/rooms.ts';
import {
  hotelDetailsUpdateSchema,
  roomChangeSchema,
  roomCreateSchema,
  roomTypeCreateSchema,
} from '../contract/hotel-setup.ts';
import { loginRequestSchema, resetPasswordRequestSchema } from '../contract/auth.ts';
import {
  extendByDaysRequestSchema,
  extendByHoursRequestSchema,
  extendLongStayRequestSchema,
  guestUpdateSchema,
  swapRoomRequestSchema,
} from '../contract/stays.ts';
import {
  createFoodOrderSchema,
  createFoodRevenueSchema,
  menuItemInputSchema,
  placeFoodOrderSchema,
} from '../contract/food.ts';
import { updateRoomPriceSchema } from '../contract/room-prices.ts';
import {
  balanceDueMessage,
  billChangedMessage,
  checkoutBodySchema,
  stayChargeSchema,
} from '../contract/bill.ts';
import { ownPasswordFormSchema } from '../contract/staff.ts';
import { englishDisplay, type DisplayLocale } from '../rules/display-locale.ts';
import { extendByDaysProblem } from '../rules/extensions.ts';
import { receiptNumbersUsedUpMessage } from '../rules/receipt-number.ts';
import { displayLocaleFromAcceptLanguage } from './accept-language.ts';
import { hasBurmeseMessage, translateMessage } from './burmese-messages.ts';

const burmeseLatin: DisplayLocale = { language: 'my', digits: 'latn' };
const burmeseMyanmar: DisplayLocale = { language: 'my', digits: 'mymr' };

describe('server messages in Burmese', () => {
  it.each([
    ['Name is required', 'အမည် လိုအပ်သည်'],
    ['Room 101 is not available.', 'အခန်း 101 မအားပါ။'],
    ['Room 12A not found.', 'အခန်း 12A ကို မတွေ့ပါ။'],
    ['Guest count must be at most 20', 'ဧည့်သည်အရေအတွက် သည် အများဆုံး 20 ဖြစ်ရမည်'],
    ['Reservation not found.', 'ဘွတ်ကင်ကို မတွေ့ပါ။'],
    [
      'This reservation is cancelled; its deposit was settled and stays as it is.',
      'ဤဘွတ်ကင်ကို ပယ်ဖျက်ပြီးပါပြီ၊ ၎င်း၏ ကြိုတင်ငွေကို စာရင်းရှင်းပြီး ဖြစ်၍ မပြောင်းလဲနိုင်ပါ။',
    ],
    [
      'This reservation is cancelled; its status cannot be changed.',
      'ဤဘွတ်ကင်သည် ပယ်ဖျက်ပြီး ဖြစ်၍ အခြေအနေ ပြောင်း၍ မရပါ။',
    ],
    ['guestCount: Invalid input: expected number', 'guestCount: ထည့်သွင်းချက် မမှန်ကန်ပါ'],
    ['Please select a new room.', 'အခန်း အသစ် ရွေးပါ။'],
    [
      'The guest is no longer in room 204. Please check again.',
      'ဧည့်သည်သည် အခန်း 204 တွင် မရှိတော့ပါ။ ထပ်မံ စစ်ဆေးပါ။',
    ],
    ['Menu item not found.', 'မီနူးကို မတွေ့ပါ။'],
    ['Price must be at least 0', 'စျေးနှုန်း သည် အနည်းဆုံး 0 ဖြစ်ရမည်'],
    // A room type's price entries are named as the owner's pages name them.
    ['Foreigner Full Night price must be a number', 'နိုင်ငံခြားသား တစ်ညလုံး စျေးနှုန်း သည် ဂဏန်း ဖြစ်ရမည်'],
    ['Hourly Rate price is required', 'တစ်နာရီ စျေးနှုန်း လိုအပ်သည်'],
    ['An extension can add at most 24 hours.', 'တစ်ကြိမ် သက်တမ်းတိုးလျှင် 24 နာရီအထိသာ တိုးနိုင်သည်။'],
    ['Guest count must be at most 10 per room', 'ဧည့်သည်အရေအတွက် သည် အခန်းတစ်ခန်းလျှင် အများဆုံး 10 ဖြစ်ရမည်'],
  ])('%s -> %s', (english, burmese) => {
    expect(translateMessage(english, burmeseLatin)).toBe(burmese);
  });

  // Numbers in the caller's digits, through Intl; room numbers are data and stay as written.
  it.each([
    [
      'Guest count must be at most 20',
      'ဧည့်သည်အရေအတွက် သည် အများဆုံး 20 ဖြစ်ရမည်',
      'ဧည့်သည်အရေအတွက် သည် အများဆုံး ၂၀ ဖြစ်ရမည်',
    ],
    [
      'Amount must be between -1,000,000,000 and 1,000,000,000',
      'ပမာဏသည် -1,000,000,000 နှင့် 1,000,000,000 ကြား ဖြစ်ရမည်',
      'ပမာဏသည် -၁,၀၀၀,၀၀၀,၀၀၀ နှင့် ၁,၀၀၀,၀၀၀,၀၀၀ ကြား ဖြစ်ရမည်',
    ],
    [
      'Room count cannot be more than the 30 rooms of the hotel',
      'အခန်းအရေအတွက်သည် ဟိုတယ်၏ အခန်း 30 ခုထက် မပိုရပါ',
      'အခန်းအရေအတွက်သည် ဟိုတယ်၏ အခန်း ၃၀ ခုထက် မပိုရပါ',
    ],
    [
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
      'အကောင့်ဝင်ရန် ကြိုးစားမှု များလွန်းသည်။ 15 မိနစ် စောင့်ပြီး ထပ်မံကြိုးစားပါ။',
      'အကောင့်ဝင်ရန် ကြိုးစားမှု များလွန်းသည်။ ၁၅ မိနစ် စောင့်ပြီး ထပ်မံကြိုးစားပါ။',
    ],
    [
      'Tax rate must be a number from 0 to 100',
      'အခွန်နှုန်း သည် 0 မှ 100 အတွင်း ဂဏန်း ဖြစ်ရမည်',
      'အခွန်နှုန်း သည် ၀ မှ ၁၀၀ အတွင်း ဂဏန်း ဖြစ်ရမည်',
    ],
    [
      'Receipt number must be AUR followed by a date yyyymmdd and 4 digits (0001-9999)',
      'ပြေစာနံပါတ်သည် AUR နောက်တွင် ရက်စွဲ (နှစ်လရက်) နှင့် ဂဏန်း 4 လုံး (0001-9999) ဖြစ်ရမည်',
      'ပြေစာနံပါတ်သည် AUR နောက်တွင် ရက်စွဲ (နှစ်လရက်) နှင့် ဂဏန်း ၄ လုံး (၀၀၀၁-၉၉၉၉) ဖြစ်ရမည်',
    ],
    ['Price must be at least 0.5', 'စျေးနှုန်း သည် အနည်းဆုံး 0.5 ဖြစ်ရမည်', 'စျေးနှုန်း သည် အနည်းဆုံး ၀.၅ ဖြစ်ရမည်'],
    ['Room 101 is not available.', 'အခန်း 101 မအားပါ။', 'အခန်း 101 မအားပါ။'],
  ])('%s, in both digit settings', (english, latin, myanmar) => {
    expect(translateMessage(english, burmeseLatin)).toBe(latin);
    expect(translateMessage(english, burmeseMyanmar)).toBe(myanmar);
    // English is answered as written, whatever the digits.
    expect(translateMessage(english, { language: 'en', digits: 'mymr' })).toBe(english);
  });

  it("writes the used-up receipts' date and count in the chosen digits", () => {
    const message = receiptNumbersUsedUpMessage('room', '2026-11-23');
    expect(translateMessage(message, burmeseMyanmar)).toMatch(
      /^၂၃\/၁၁\/၂၀၂၆ ၏ အခန်း ပြေစာနံပါတ် ၉၉၉၉ ခုလုံး သုံးပြီးပါပြီ။/,
    );
    expect(translateMessage(message, burmeseLatin)).toMatch(
      /^23\/11\/2026 ၏ အခန်း ပြေစာနံပါတ် 9999 ခုလုံး သုံးပြီးပါပြီ။/,
    );
  });

  it("has the extension rules' refusals", () => {
    const noon = new Date('2026-11-25T05:30:00Z');
    for (const date of [null, '2026-11-25', '2029-01-01'] as const) {
      const problem = extendByDaysProblem(noon, date, 'Asia/Yangon') ?? '';
      expect(hasBurmeseMessage(problem), problem).toBe(true);
    }
  });

  it('the bill at checkout: balance due and a bill that changed', () => {
    for (const message of [balanceDueMessage('10,000.35'), billChangedMessage('2,500')]) {
      expect(hasBurmeseMessage(message), message).toBe(true);
    }
    expect(translateMessage(balanceDueMessage('10,000.35'), burmeseMyanmar)).toContain('၁၀,၀၀၀.၃၅');
  });

  it.each([
    ['The new password must differ from the current one', 'စကားဝှက်အသစ်သည် လက်ရှိ စကားဝှက်နှင့် မတူရပါ'],
    ['Password cannot be only spaces', 'စကားဝှက်သည် နေရာလွတ်များချည်း မဖြစ်ရပါ'],
    ['Password cannot contain control characters', 'စကားဝှက် တွင် ထိန်းချုပ်အက္ခရာများ မပါရပါ'],
    [
      'Password cannot contain broken characters: please type it again',
      'စကားဝှက်တွင် ပျက်နေသော အက္ခရာများ ပါနေသည်: ပြန်ရိုက်ပါ',
    ],
  ])('the password rules a form checks: %s', (english, burmese) => {
    expect(translateMessage(english, burmeseMyanmar)).toBe(burmese);
  });

  it('leaves English and unknown messages unchanged', () => {
    expect(translateMessage('Name is required', englishDisplay)).toBe('Name is required');
    expect(translateMessage('Some new message', burmeseMyanmar)).toBe('Some new message');
  });

  // Every message the contract's schemas give for empty and wrong input has a Burmese text.
  it.each([
    ['check-in', checkInRequestSchema, [{}, { stayType: 'x', rooms: [{}], taxRate: 'a' }]],
    ['guest', guestPayloadSchema, [{}, { name: 1, roomType: 'x', amountPaid: -1 }]],
    ['income', createIncomeSchema, [{}, { Amount: 0 }]],
    [
      'manual payment',
      manualPaymentFormSchema,
      [{}, { paymentType: 'others', othersText: '', amount: 2e9, paymentMethod: 'x' }],
    ],
    [
      'Add Payment form',
      manualPaymentFormSchema,
      [{}, { paymentType: 'others', othersText: ' ', amount: 0, paymentMethod: 'x' }],
    ],
    ['reservation', reservationFormSchema, [{}, { guestCount: 0, notes: 5, extraBed: 'y' }]],
    ['room status', roomStatusChangeSchema, [{}, { status: 9 }]],
    ['login', loginRequestSchema, [{}]],
    ['reset password', resetPasswordRequestSchema, [{}, { token: 'x', password: 'a' }]],
    [
      'own password',
      ownPasswordFormSchema,
      [
        {},
        { currentPassword: 'thandar123', newPassword: 'thandar123', confirmPassword: 'x' },
        { currentPassword: 'a', newPassword: ' '.repeat(8), confirmPassword: '' },
        { currentPassword: 'a', newPassword: '\u0001'.repeat(8), confirmPassword: '' },
        { currentPassword: 'a', newPassword: 'ab\ud800cdefgh', confirmPassword: '' },
      ],
    ],
    ['guest update', guestUpdateSchema, [{}, { name: 1, status: 'checked-out', roomType: 'x' }]],
    ['extend by days', extendByDaysRequestSchema, [{}, { checkoutDate: 'x', paymentMethod: 'y' }]],
    ['extend by hours', extendByHoursRequestSchema, [{}, { hours: 0 }, { hours: 1000 }]],
    ['extend long stay', extendLongStayRequestSchema, [{}, { pricePerDay: -1, taxRate: 200 }]],
    [
      'room swap',
      swapRoomRequestSchema,
      [{}, { guestID: 'a', currentRoomNumber: '', newRoomNumber: 1 }],
    ],
    ['menu item', menuItemInputSchema, [{}, { FoodName: '', FoodPrice: -1 }]],
    ['food order line', createFoodOrderSchema, [{}, { Quantity: 0, GuestID: 'x' }]],
    ['food revenue', createFoodRevenueSchema, [{}, { TotalAmount: 'x', PaymentMethod: 'z' }]],
    ['whole food order', placeFoodOrderSchema, [{}, { items: [{}], serviceRate: 200 }]],
    ['room price', updateRoomPriceSchema, [{}, { Price: -1 }, { Price: 1.5 }]],
    ['extra charge', stayChargeSchema, [{}, { description: ' ', amount: 0 }, { amount: 2e9 }]],
    ['checkout collect', checkoutBodySchema, [{ collect: {} }, { collect: { amount: -1 } }]],
    [
      'hotel details',
      hotelDetailsUpdateSchema,
      [{}, { name: ' ', receiptPrefix: 'a1', defaultTaxRate: 101, defaultServiceRate: 'x' }],
    ],
    ['new room', roomCreateSchema, [{}, { number: '', floor: 0, roomTypeId: 'x' }]],
    ['room change', roomChangeSchema, [{}, { floor: 100 }]],
    ['new room type', roomTypeCreateSchema, [{}, { name: '', prices: { 'full-night': -1 } }]],
  ] as const)('%s schema messages', (_name, schema, inputs) => {
    for (const input of inputs) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(hasBurmeseMessage(issue.message), issue.message).toBe(true);
      }
    }
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, englishDisplay],
    ['', englishDisplay],
    // Plain Burmese gets Myanmar digits, as the web starts Burmese.
    ['my', burmeseMyanmar],
    ['my-MM,my;q=0.9,en;q=0.8', burmeseMyanmar],
    ['my-MM-u-nu-mymr', burmeseMyanmar],
    ['my-MM-u-nu-latn', burmeseLatin],
    ['my-u-ca-gregory-nu-latn, en;q=0.5', burmeseLatin],
    ['my-MM-u-nu-arab', burmeseMyanmar],
    ['en-US,en;q=0.9,my;q=0.8', englishDisplay],
    ['en-US-u-nu-mymr', englishDisplay],
    ['fr, my;q=0.5', burmeseMyanmar],
    ['my;q=0, en', englishDisplay],
    ['de', englishDisplay],
  ] as const)('%s -> %o', (header, display) => {
    expect(displayLocaleFromAcceptLanguage(header)).toEqual(display);
  });
});
