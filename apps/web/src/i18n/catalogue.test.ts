import { describe, expect, it } from 'vitest';
import { floorName, paymentMethodLabels, paymentMethods, roomStatusLabel } from '@frontdesk/domain';
import { en } from './en.ts';
import { my } from './my.ts';
import { deskDialogTexts } from './en/desk-dialogs.ts';
import { activityTexts as activityEnglish } from './en/activity.ts';
import { activityTexts as activityBurmese } from './my/activity.ts';
import { reportsTexts as reportsEnglish } from './en/reports.ts';
import { reportsTexts as reportsBurmese } from './my/reports.ts';
import { hotelSetupTexts as hotelSetupEnglish } from './en/hotel-setup.ts';
import { hotelSetupTexts as hotelSetupBurmese } from './my/hotel-setup.ts';
import {
  ownPasswordTexts as ownPasswordEnglish,
  staffPageTexts as staffEnglish,
} from './en/staff.ts';
import {
  ownPasswordTexts as ownPasswordBurmese,
  staffPageTexts as staffBurmese,
} from './my/staff.ts';
import { shiftTexts as shiftEnglish } from './en/shifts.ts';
import { shiftTexts as shiftBurmese } from './my/shifts.ts';
import { walletTexts as walletEnglish } from './en/wallet.ts';
import { walletTexts as walletBurmese } from './my/wallet.ts';
import { todayTexts as todayEnglish } from './en/today.ts';
import { registerTexts as registerEnglish } from './en/register.ts';
import { todayListTexts as todayListEnglish } from './en/today-list.ts';
import { todayListTexts as todayListBurmese } from './my/today-list.ts';
import { calendarTexts as calendarBurmese } from './my/calendar.ts';
import { expenseTexts as expenseEnglish } from './en/expenses.ts';
import { expenseTexts as expenseBurmese } from './my/expenses.ts';
import { i18n } from './i18n.ts';
import { floorText, paymentMethodText, roomStatusText } from './format.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalogue as 'section.key' -> text. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
};

// The entry's catalogue and the texts pages add when their chunk arrives (page-texts.ts), checked
// alike.
const english = leaves({
  ...en,
  ...deskDialogTexts,
  ...staffEnglish,
  ...ownPasswordEnglish,
  ...hotelSetupEnglish,
  ...activityEnglish,
  ...shiftEnglish,
  ...walletEnglish,
  ...reportsEnglish,
  ...todayEnglish,
  ...registerEnglish,
  ...todayListEnglish,
  ...expenseEnglish,
});
const burmese = leaves({
  ...my,
  ...staffBurmese,
  ...ownPasswordBurmese,
  ...hotelSetupBurmese,
  ...activityBurmese,
  ...shiftBurmese,
  ...walletBurmese,
  ...reportsBurmese,
  // The Today strip's Burmese is in my.ts (its English comes with the dashboard's chunk).
  ...todayListBurmese,
  ...expenseBurmese,
});
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the Burmese catalogue', () => {
  it('has every key of the English one, and no other', () => {
    expect([...english.keys()].filter((key) => !burmese.has(key))).toEqual([]);
    expect([...burmese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no text empty', () => {
    const empty = (texts: Map<string, string>) =>
      [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty(burmese)).toEqual([]);
    expect(empty(english)).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const differing = [...english]
      .filter(([key, text]) => {
        // Floors 12-20 are ordinal words in English and '{{floor}} ထပ်' in Burmese.
        const optional = key.startsWith('display.floors.');
        const wanted = placeholders(text);
        const got = placeholders(burmese.get(key) ?? '');
        return optional ? !wanted.every((p) => got.includes(p)) : wanted.join() !== got.join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('is Myanmar Unicode, not Zawgyi: no vowel sign E before its consonant', () => {
    // In Unicode ေ (U+1031) follows the consonant (and medials) it is written before; Zawgyi
    // stores it first, at the start of a word.
    const eBeforeConsonant = (text: string) =>
      [...text].some((char, i, chars) => {
        if (char !== '\u1031') return false;
        const before = chars[i - 1]?.codePointAt(0) ?? 0;
        const consonant = before >= 0x1000 && before <= 0x102a;
        const medialOrMark = before >= 0x1039 && before <= 0x103f;
        return !consonant && !medialOrMark;
      });
    expect([...burmese].filter(([, text]) => eBeforeConsonant(text)).map(([k]) => k)).toEqual([]);
  });

  it("writes 'booking' one way: ဘွတ်ကင်, never ဘိုကင်", () => {
    const everyBurmeseText = [...burmese, ...leaves(calendarBurmese)];
    const otherSpelling = everyBurmeseText.filter(([, text]) => text.includes('ဘိုကင်'));
    expect(otherSpelling.map(([key]) => key)).toEqual([]);
    expect(burmese.get('reservations.deposit.title')).toBe('ဘွတ်ကင် ကြိုတင်ငွေ');
    expect(leaves(calendarBurmese).get('calendar.title')).toBe('ဘွတ်ကင် ပြက္ခဒိန်');
  });

  it('writes no digits by hand (numbers come from {{placeholders}} in the chosen digits)', () => {
    const withDigits = [...burmese]
      .filter(([key, text]) => !key.startsWith('display.') && /\p{Nd}/u.test(text))
      .map(([key]) => key);
    expect(withDigits).toEqual([]);
  });
});

describe("the domain's labels on screen", () => {
  const t = i18n.getFixedT('en');
  it('floors, room statuses and payment methods read in English as rules/ name them', () => {
    for (let floor = 0; floor <= 25; floor += 1) expect(floorText(t, floor)).toBe(floorName(floor));
    for (const status of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(roomStatusText(t, status)).toBe(roomStatusLabel(status));
    }
    for (const method of paymentMethods) {
      expect(paymentMethodText(t, method)).toBe(paymentMethodLabels[method]);
    }
  });

  it('are Burmese in Burmese', () => {
    const tMy = i18n.getFixedT('my');
    expect(floorText(tMy, 1)).toBe('ပထမထပ်');
    expect(floorText(tMy, 8)).toBe('ဧည့်ဂေဟာ ပထမထပ်');
    expect(roomStatusText(tMy, 5)).toBe('သန့်ရှင်းရေး');
    expect(paymentMethodText(tMy, 'cash')).toBe('ငွေသား');
    expect(paymentMethodText(tMy, 'kpay')).toBe('KPay');
  });
});
