import { describe, expect, it } from 'vitest';
import { checkInRequestSchema } from '../contract/check-in.ts';
import { guestPayloadSchema } from '../contract/guests.ts';
import { createIncomeSchema } from '../contract/incomes.ts';
import { reservationFormSchema } from '../contract/reservation.ts';
import { roomStatusChangeSchema } from '../contract/rooms.ts';
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
import { extendByDaysProblem } from '../rules/extensions.ts';
import {
  hasBurmeseMessage,
  languageFromAcceptLanguage,
  translateMessage,
} from './burmese-messages.ts';

describe('server messages in Burmese', () => {
  it.each([
    ['Name is required', 'အမည် လိုအပ်သည်'],
    ['Room 101 is not available.', 'အခန်း 101 မအားပါ။'],
    ['Room 12A not found.', 'အခန်း 12A ကို မတွေ့ပါ။'],
    ['Guest count must be at most 20', 'ဧည့်သည်အရေအတွက် သည် အများဆုံး 20 ဖြစ်ရမည်'],
    ['Reservation not found.', 'ဘွတ်ကင်ကို မတွေ့ပါ။'],
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
    ['An extension can add at most 168 hours.', 'တစ်ကြိမ် သက်တမ်းတိုးလျှင် 168 နာရီအထိသာ တိုးနိုင်သည်။'],
  ])('%s -> %s', (english, burmese) => {
    expect(translateMessage(english, 'my')).toBe(burmese);
  });

  it("has the extension rules' refusals", () => {
    const noon = new Date('2026-11-25T05:30:00Z');
    for (const date of [null, '2026-11-25', '2029-01-01'] as const) {
      const problem = extendByDaysProblem(noon, date, 'Asia/Yangon') ?? '';
      expect(hasBurmeseMessage(problem), problem).toBe(true);
    }
  });

  it('leaves English and unknown messages unchanged', () => {
    expect(translateMessage('Name is required', 'en')).toBe('Name is required');
    expect(translateMessage('Some new message', 'my')).toBe('Some new message');
  });

  // Every message the contract's schemas give for empty and wrong input has a Burmese text.
  it.each([
    ['check-in', checkInRequestSchema, [{}, { stayType: 'x', rooms: [{}], taxRate: 'a' }]],
    ['guest', guestPayloadSchema, [{}, { name: 1, roomType: 'x', amountPaid: -1 }]],
    ['income', createIncomeSchema, [{}, { Amount: 0 }]],
    ['reservation', reservationFormSchema, [{}, { guestCount: 0, notes: 5, extraBed: 'y' }]],
    ['room status', roomStatusChangeSchema, [{}, { status: 9 }]],
    ['login', loginRequestSchema, [{}]],
    ['reset password', resetPasswordRequestSchema, [{}, { token: 'x', password: 'a' }]],
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
    [undefined, 'en'],
    ['', 'en'],
    ['my', 'my'],
    ['my-MM,my;q=0.9,en;q=0.8', 'my'],
    ['en-US,en;q=0.9,my;q=0.8', 'en'],
    ['fr, my;q=0.5', 'my'],
    ['my;q=0, en', 'en'],
    ['de', 'en'],
  ] as const)('%s -> %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
