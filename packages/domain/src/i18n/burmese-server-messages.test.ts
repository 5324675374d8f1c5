import { describe, expect, it } from 'vitest';
import { overbookedNightsMessage, roomsFreeMessage } from '../rules/availability.ts';
import { passwordRuleMessages } from '../rules/passwords.ts';
import { hasBurmeseServerMessage, translateServerMessage } from './burmese-server-messages.ts';

const burmese = { language: 'my', digits: 'mymr' } as const;

describe('Burmese of what only the server says', () => {
  it.each([
    passwordRuleMessages.username,
    passwordRuleMessages.common,
    'Please choose your own password first.',
    'This account has been deactivated. Please ask the owner.',
    'A hotel needs at least one active admin: make another admin first.',
    'The owner has not allowed receptionists to change room prices.',
    'The owner has not allowed receptionists to change the menu.',
    'The owner has not allowed receptionists to void payments or give refunds.',
    'A value in the request is not of the kind this call takes',
    'No such shift in this hotel.',
    'This shift is still open: its report prints when it is closed.',
    "Only the owner can reprint another receptionist's shift report.",
    'A reason and an expected end date are only for Maintenance (status 6)',
    'Expected end must be a date written yyyy-mm-dd',
    'The expected end date must be after today',
  ])('%s', (message) => {
    expect(hasBurmeseServerMessage(message)).toBe(true);
    expect(translateServerMessage(message, burmese)).not.toBe(message);
  });

  it('keeps the username as written, and falls back to the shared table', () => {
    expect(
      translateServerMessage("The username 'thida' is already taken in this hotel.", burmese),
    ).toBe("အသုံးပြုသူအမည် 'thida' ကို ဤဟိုတယ်တွင် အသုံးပြုပြီး ဖြစ်သည်။");
    expect(translateServerMessage('Admins only.', burmese)).toBe('စီမံခန့်ခွဲသူများသာ လုပ်နိုင်ပါသည်။');
    expect(translateServerMessage('Admins only.', { language: 'en', digits: 'latn' })).toBe(
      'Admins only.',
    );
  });

  it.each<[string, string, string]>([
    [
      roomsFreeMessage({ date: '2026-11-30', free: 2 }),
      'mymr',
      '၃၀/၁၁/၂၀၂၆ တွင် အခန်းလွတ် ၂ ခန်းသာ ရှိပါသည်',
    ],
    [
      roomsFreeMessage({ date: '2026-12-01', free: 1 }),
      'latn',
      '01/12/2026 တွင် အခန်းလွတ် 1 ခန်းသာ ရှိပါသည်',
    ],
    [roomsFreeMessage({ date: '2026-11-30', free: 0 }), 'mymr', '၃၀/၁၁/၂၀၂၆ တွင် အခန်းလွတ် မရှိပါ'],
    [
      overbookedNightsMessage([
        { date: '2026-11-30', free: 0 },
        { date: '2026-12-01', free: 0 },
      ]),
      'mymr',
      '၃၀/၁၁/၂၀၂၆, ၀၁/၁၂/၂၀၂၆ တွင် ဘွတ်ကင်များအတွက် ကတိပေးထားသော အခန်းများ မလုံလောက်တော့ပါ',
    ],
  ])(
    "names the night and the rooms free in the desk's digits: %s (%s)",
    (message, digits, expected) => {
      expect(translateServerMessage(message, { language: 'my', digits: digits as 'mymr' })).toBe(
        expected,
      );
    },
  );
});
