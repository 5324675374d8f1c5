import { describe, expect, it } from 'vitest';
import { activitySentence } from './sentences.ts';
import { changedFields, type ActivityChange } from './catalogue.ts';

const en = { language: 'en', digits: 'latn' } as const;
const myMymr = { language: 'my', digits: 'mymr' } as const;

type Case = [ActivityChange, string | null, string];

describe('activitySentence', () => {
  const english: Case[] = [
    [
      {
        kind: 'room-price',
        params: { stayType: 'full-night', roomType: 'standard', before: 40000, after: 35000 },
      },
      'Su Su',
      'Su Su changed Full Night (standard) from 40,000 Ks to 35,000 Ks',
    ],
    [
      {
        kind: 'room-price',
        params: { stayType: 'daycation', roomType: null, before: 15000, after: 18000 },
      },
      'Su Su',
      'Su Su changed Daycation (every room type) from 15,000 Ks to 18,000 Ks',
    ],
    [
      {
        kind: 'check-in',
        params: { guest: 'U Ba', room: '101', stayType: 'full-night', amount: 40000 },
      },
      'Reception',
      'Reception checked U Ba in to room 101 (Full Night), 40,000 Ks',
    ],
    [
      { kind: 'sign-in-failed', params: { username: 'reception' } },
      null,
      "Someone failed to sign in as 'reception'",
    ],
    [
      { kind: 'room-status', params: { room: '102', before: 1, after: 5 } },
      'Mya',
      'Mya changed room 102 from Available to Housekeeping',
    ],
    [
      {
        kind: 'room-status',
        params: { room: '103', before: 1, after: 6, reason: 'AC broken', until: '2026-12-10' },
      },
      'Mya',
      "Mya changed room 103 from Available to Maintenance ('AC broken', until 10/12/2026)",
    ],
    [
      {
        kind: 'room-status',
        params: { room: '103', before: 6, after: 6, reason: null, until: '2026-12-10' },
      },
      'Mya',
      'Mya changed room 103 from Maintenance to Maintenance (until 10/12/2026)',
    ],
    [
      {
        kind: 'guest-edit',
        params: {
          guest: 'U Ba',
          room: '101',
          changes: [
            { field: 'phone', before: '091', after: '092' },
            { field: 'amountPaid', before: 40000, after: 45000 },
          ],
        },
      },
      'Mya',
      "Mya changed U Ba (room 101): phone from '091' to '092'; amount paid from 40,000 Ks to 45,000 Ks",
    ],
    [
      {
        kind: 'reservation-cancel',
        params: { name: 'Daw Hla', deposit: 'refunded', amount: 20000 },
      },
      'Mya',
      'Mya cancelled the reservation of Daw Hla; deposit of 20,000 Ks refunded',
    ],
    [
      {
        kind: 'income',
        params: { type: 'Manual', room: '0', amount: -5000, paymentMethod: 'cash' },
      },
      'Mya',
      'Mya recorded -5,000 Ks (Manual, Cash) for no room',
    ],
    [
      { kind: 'food-order', params: { room: '201', items: 1, amount: 3000 } },
      'Mya',
      'Mya ordered food for room 201: 1 item, 3,000 Ks',
    ],
    [
      {
        kind: 'checkout',
        params: { guest: 'U Ba', room: '101', collected: { amount: 3000, paymentMethod: 'cash' } },
      },
      'Mya',
      'Mya checked U Ba out of room 101, collecting 3,000 Ks (Cash)',
    ],
    [
      {
        kind: 'stay-charge',
        params: { guest: 'U Ba', room: '101', description: 'Laundry', amount: 3000 },
      },
      'Mya',
      'Mya charged U Ba (room 101) 3,000 Ks for Laundry',
    ],
    [
      {
        kind: 'payment-void',
        params: {
          room: '102',
          amount: 10000,
          reason: 'Typed twice',
          receipt: 'AUR202611220009',
          originalReceipt: 'AUR202611220004',
        },
      },
      'Daw Aye',
      "Daw Aye voided receipt AUR202611220004 (10,000 Ks, room 102): 'Typed twice'; " +
        'receipt AUR202611220009',
    ],
    [
      {
        kind: 'refund',
        params: {
          guest: 'U Ba',
          room: '103',
          amount: 4000,
          paymentMethod: 'kpay',
          reason: 'Overpaid',
          receipt: 'AUR202611220010',
          originalReceipt: null,
        },
      },
      'Daw Aye',
      "Daw Aye refunded 4,000 Ks (KPay) to U Ba (room 103): 'Overpaid'; receipt AUR202611220010",
    ],
    [
      {
        kind: 'staff-edit',
        params: {
          name: 'Daw Thida',
          changes: [
            { field: 'name', before: 'Ma Thida', after: 'Daw Thida' },
            { field: 'role', before: 'reception', after: 'admin' },
          ],
        },
      },
      'Daw Aye',
      "Daw Aye changed Daw Thida: name from 'Ma Thida' to 'Daw Thida'; role from 'reception' to 'admin'",
    ],
    [
      {
        kind: 'staff-permissions',
        params: { changes: [{ field: 'receptionMayChangePrices', before: true, after: false }] },
      },
      'Daw Aye',
      "Daw Aye changed the owner's switches: receptionists may change room prices from yes to no",
    ],
    [{ kind: 'own-password', params: {} }, 'Mya', 'Mya changed their own password'],
    [
      {
        kind: 'hotel-edit',
        params: { changes: [{ field: 'defaultTaxRate', before: 0, after: 5 }] },
      },
      'Daw Aye',
      "Daw Aye changed the hotel's details: default tax rate from 0 to 5",
    ],
    [
      { kind: 'room-add', params: { room: '106', floor: 1, roomType: 'Standard' } },
      'Daw Aye',
      'Daw Aye added room 106 (floor 1, Standard)',
    ],
    [
      { kind: 'room-retire', params: { room: '106' } },
      'Daw Aye',
      'Daw Aye took room 106 out of service',
    ],
    [
      {
        kind: 'room-type-add',
        params: { name: 'Garden', prices: { 'full-night': 45000, daycation: 15000 } },
      },
      'Daw Aye',
      'Daw Aye added room type Garden: Full Night 45,000 Ks, Daycation 15,000 Ks',
    ],
    [
      { kind: 'room-type-rename', params: { before: 'Garden', after: 'Garden View' } },
      'Daw Aye',
      'Daw Aye renamed room type Garden to Garden View',
    ],
    [
      { kind: 'shift-open', params: { float: 50000 } },
      'Mya',
      'Mya opened a shift with a float of 50,000 Ks',
    ],
    [
      {
        kind: 'shift-close',
        params: { expected: 85000, counted: 84500, difference: -500, note: 'Change given twice' },
      },
      'Mya',
      "Mya closed their shift: 84,500 Ks counted, 85,000 Ks expected (short 500 Ks: 'Change given twice')",
    ],
    [
      {
        kind: 'shift-close',
        params: { expected: 85000, counted: 85000, difference: 0, note: null },
      },
      'Mya',
      'Mya closed their shift: 85,000 Ks counted, 85,000 Ks expected',
    ],
    [
      { kind: 'hotel-add', params: { key: 'inle', name: 'Inle Lake Inn', adminUsername: 'owner' } },
      null,
      "The hotel Inle Lake Inn ('inle') was added with its owner 'owner'",
    ],
  ];
  it.each(english)('English: %j by %s', (change, userName, sentence) => {
    expect(activitySentence({ kind: change.kind, params: change.params, userName }, en)).toBe(
      sentence,
    );
  });

  it('Burmese with Myanmar digits', () => {
    expect(
      activitySentence(
        {
          kind: 'room-price',
          userName: 'Su Su',
          params: { stayType: 'full-night', roomType: 'standard', before: 40000, after: 35000 },
        },
        myMymr,
      ),
    ).toBe('Su Su သည် တစ်ညလုံး (standard) ကို ၄၀,၀၀၀ ကျပ် မှ ၃၅,၀၀၀ ကျပ် သို့ ပြောင်းခဲ့သည်');
    expect(
      activitySentence(
        {
          kind: 'room-status',
          userName: 'Mya',
          params: { room: '103', before: 1, after: 6, reason: 'AC', until: '2026-12-10' },
        },
        myMymr,
      ),
    ).toBe("Mya သည် အခန်း 103 ကို အခန်းလွတ် မှ ပြုပြင်ထိန်းသိမ်း သို့ ပြောင်းခဲ့သည် ('AC', ၁၀/၁၂/၂၀၂၆ အထိ)");
    expect(activitySentence({ kind: 'sign-out', userName: null, params: {} }, myMymr)).toBe(
      'တစ်စုံတစ်ဦး ထွက်ခဲ့သည်',
    );
    expect(
      activitySentence(
        {
          kind: 'shift-close',
          userName: 'Mya',
          params: { expected: 85000, counted: 85500, difference: 500, note: 'Tip' },
        },
        myMymr,
      ),
    ).toBe("Mya သည် မိမိ၏ အလှည့်ကို ပိတ်ခဲ့သည်: ရေတွက်ငွေ ၈၅,၅၀၀ ကျပ်၊ ရှိသင့်ငွေ ၈၅,၀၀၀ ကျပ် (ပိုငွေ ၅၀၀ ကျပ်: 'Tip')");
    expect(
      activitySentence(
        {
          kind: 'stay-charge',
          userName: 'Mya',
          params: { guest: 'U Ba', room: '101', description: 'Laundry', amount: 3000 },
        },
        myMymr,
      ),
    ).toBe('Mya သည် U Ba (အခန်း 101) ထံ Laundry အတွက် ၃,၀၀၀ ကျပ် ကောက်ခံရန် ထည့်ခဲ့သည်');
    expect(
      activitySentence(
        {
          kind: 'room-edit',
          userName: 'Daw Aye',
          params: { room: '106', changes: [{ field: 'floor', before: 1, after: 2 }] },
        },
        myMymr,
      ),
    ).toBe('Daw Aye သည် အခန်း 106 ကို ပြင်ခဲ့သည်: အထပ် ၁ မှ ၂ သို့');
    expect(
      activitySentence(
        { kind: 'staff-deactivate', userName: 'Daw Aye', params: { name: 'Ma Thida' } },
        myMymr,
      ),
    ).toBe('Daw Aye သည် Ma Thida ကို ပိတ်ခဲ့သည်');
    // The payment method in the desk's words, as its menus name it.
    expect(
      activitySentence(
        {
          kind: 'food-revenue',
          userName: 'Mya',
          params: { room: '101', amount: 3000, paymentMethod: 'cash' },
        },
        myMymr,
      ),
    ).toContain('(ငွေသား)');
  });
});

describe('changedFields', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      changedFields(
        { name: 'U Ba', phone: '091', amountPaid: 40000 },
        { name: 'U Ba', phone: '092', amountPaid: undefined },
      ),
    ).toEqual([{ field: 'phone', before: '091', after: '092' }]);
  });
});
