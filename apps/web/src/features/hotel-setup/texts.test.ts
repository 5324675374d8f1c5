import { describe, expect, it } from 'vitest';
import { hotelSetupTexts as english } from '../../i18n/en/hotel-setup.ts';
import { hotelSetupTexts as burmese } from '../../i18n/my/hotel-setup.ts';
import { i18n } from '../../i18n/i18n.ts';
import './texts.ts';

describe("the owner's setup texts, loaded with their pages", () => {
  it('have a Burmese text for every English one, with the same placeholders', () => {
    const keys = Object.keys(english.hotelSetup).sort();
    expect(Object.keys(burmese.hotelSetup).sort()).toEqual(keys);
    const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const key of keys as (keyof typeof english.hotelSetup)[]) {
      expect(holes(burmese.hotelSetup[key]), key).toEqual(holes(english.hotelSetup[key]));
    }
  });

  it('join the catalogue in both languages', () => {
    expect(i18n.getFixedT('en')('hotelSetup.takeOutOfService')).toBe('Take out of service');
    expect(i18n.getFixedT('my')('hotelSetup.takeOutOfService')).toBe('အသုံးမပြုတော့ရန်');
  });
});
