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
      'Mya recorded -5,000 Ks (Manual, cash) for no room',
    ],
    [
      { kind: 'food-order', params: { room: '201', items: 1, amount: 3000 } },
      'Mya',
      'Mya ordered food for room 201: 1 item, 3,000 Ks',
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
    expect(activitySentence({ kind: 'sign-out', userName: null, params: {} }, myMymr)).toBe(
      'တစ်စုံတစ်ဦး ထွက်ခဲ့သည်',
    );
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
