import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translateMessage } from '../i18n/burmese-messages.ts';
import {
  formatNrc,
  nationalIdDisplay,
  nationalIdKey,
  nrcMessages,
  nrcProblem,
  nrcTypes,
  parseNrc,
  townshipLetters,
} from './nrc.ts';

describe('parseNrc: either script, either digits, one canonical form', () => {
  it.each([
    ['12/MaYaKa(N)123456', '12/MaYaKa(N)123456'],
    ['12/MAYAKA(N)123456', '12/MaYaKa(N)123456'],
    ['12/mayaka(n)123456', '12/MaYaKa(N)123456'],
    [' 12 / Ma Ya Ka (N) 123456 ', '12/MaYaKa(N)123456'],
    ['၁၂/မရက(နိုင်)၁၂၃၄၅၆', '12/MaYaKa(N)123456'],
    ['၁၂/မရက(နိုင်)123456', '12/MaYaKa(N)123456'],
    ['12/မရက(N)၁၂၃၄၅၆', '12/MaYaKa(N)123456'],
    // mm-nrc's own example: ၁၂/တမန(နိုင်) is 12/TAMANA(N).
    ['၁၂/တမန(နိုင်)၁၁၂၂၃၃', '12/TaMaNa(N)112233'],
    ['1/HAPANA(E)000001', '1/HaPaNa(E)000001'],
    ['၁/ဟပန(ဧည့်)၀၀၀၀၀၁', '1/HaPaNa(E)000001'],
    ['12/OUKAMA(P)654321', '12/OuKaMa(P)654321'],
    ['၁၂/ဥကမ(ပြု)၆၅၄၃၂၁', '12/OuKaMa(P)654321'],
    ['7/AHPHANA(T)111111', '7/AhPhaNa(T)111111'],
    ['၇/အဖန(သာသနာ)၁၁၁၁၁၁', '7/AhPhaNa(T)111111'],
    ['၅/ခဥတ(ယာယီ)၂၂၂၂၂၂', '5/KhaOuTa(Y)222222'],
    ['၁၄/မအပ(စ)၃၃၃၃၃၃', '14/MaAhPa(S)333333'],
    ['၉/ညဥန(နိုင်)၄၄၄၄၄၄', '9/NyaOuNa(N)444444'],
    ['၁၀/ထ၀န(နိုင်)၅၅၅၅၅၅', '10/HtaWaNa(N)555555'],
    ['၁၃/လခန(နိုင်)၁၂၃၄၅၆', '13/LaKhaNa(N)123456'],
  ])('%s reads as %s', (typed, canonical) => {
    const reading = parseNrc(typed);
    expect(reading.ok && formatNrc(reading.nrc)).toBe(canonical);
    expect(nationalIdDisplay(typed)).toBe(canonical);
  });

  it.each([
    ['12MaYaKa(N)123456', nrcMessages.form],
    ['12/MaYaKa123456', nrcMessages.form],
    ['12/MaYaKa(N)', nrcMessages.form],
    ['0/MaYaKa(N)123456', nrcMessages.state],
    ['15/MaYaKa(N)123456', nrcMessages.state],
    ['၁၅/မရက(နိုင်)၁၂၃၄၅၆', nrcMessages.state],
    ['12/MYK(N)123456', nrcMessages.township],
    ['12/Ma(N)123456', nrcMessages.township],
    ['12/MaYaKaXa(N)123456', nrcMessages.township],
    ['12/မ1က(နိုင်)၁၂၃၄၅၆', nrcMessages.township],
    ['12/MaYaKa(X)123456', nrcMessages.type],
    ['၁၂/မရက(နို)၁၂၃၄၅၆', nrcMessages.type],
    ['12/MaYaKa(N)12345', nrcMessages.number],
    ['12/MaYaKa(N)1234567', nrcMessages.number],
    ['၁၂/မရက(နိုင်)၁၂၃၄၅', nrcMessages.number],
  ])('%s: %s', (typed, message) => {
    expect(parseNrc(typed)).toEqual({ ok: false, message });
    expect(nrcProblem(typed)).toBe(message);
    expect(nationalIdDisplay(typed)).toBe(typed);
  });

  it.each([
    // A foreigner's passport, an old-style ID, a driving licence: not meant as NRCs.
    ['MA1234567'],
    ['E12345678'],
    ['MYK-012345'],
    ['KA/MA YA KA 012345'],
  ])('%s is not checked as an NRC and shows as typed', (typed) => {
    expect(nrcProblem(typed)).toBeUndefined();
    expect(nationalIdDisplay(typed)).toBe(typed);
  });

  it('every message has its Burmese', () => {
    for (const message of Object.values(nrcMessages)) {
      expect(translateMessage(message, { language: 'my', digits: 'mymr' })).not.toBe(message);
    }
    expect(translateMessage(nrcMessages.number, { language: 'my', digits: 'latn' })).toBe(
      'မှတ်ပုံတင်၏ နံပါတ်သည် ဂဏန်း ခြောက်လုံး ဖြစ်ရမည်',
    );
  });

  it('messages say what an NRC looks like', () => {
    expect(nrcMessages.form).toBe('An NRC is written like 12/MaYaKa(N)123456 or ၁၂/မရက(နိုင်)၁၂၃၄၅၆');
    expect(nrcProblem('12/MaYaKa(N)123456')).toBeUndefined();
  });
});

describe('nationalIdKey: one key in either script', () => {
  it.each([
    ['12/MaYaKa(N)123456', '12/mayaka(n)123456'],
    ['၁၂/မရက(နိုင်)၁၂၃၄၅၆', '12/mayaka(n)123456'],
    ['၁၂/မရက(နိုင်', '12/mayaka(n'],
    ['၁၂/မရ', '12/maya'],
    ['၁၂၃၄၅၆', '123456'],
    ['MA 1234567', 'ma1234567'],
    ['(ဧည့်)', '(e)'],
  ])('%s: %s', (typed, key) => {
    expect(nationalIdKey(typed)).toBe(key);
  });
});

const nrcArbitrary = fc.record({
  state: fc.integer({ min: 1, max: 14 }),
  letters: fc.array(fc.constantFrom(...Object.keys(townshipLetters)), {
    minLength: 2,
    maxLength: 4,
  }),
  type: fc.constantFrom(...nrcTypes),
  number: fc.stringMatching(/^[0-9]{6}$/),
});
const myanmarDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)));

describe('properties', () => {
  it('the Myanmar and the Latin form of an NRC read alike, key alike, and stay canonical', () => {
    fc.assert(
      fc.property(nrcArbitrary, ({ state, letters, type, number }) => {
        const myanmar = `${myanmarDigits(String(state))}/${letters.join('')}(${type.myanmar})${myanmarDigits(number)}`;
        const reading = parseNrc(myanmar);
        expect(reading.ok).toBe(true);
        if (!reading.ok) return;
        const canonical = formatNrc(reading.nrc);
        const again = parseNrc(canonical);
        expect(again.ok && formatNrc(again.nrc)).toBe(canonical);
        expect(nationalIdKey(myanmar)).toBe(nationalIdKey(canonical));
        expect(nationalIdKey(canonical.toUpperCase())).toBe(nationalIdKey(canonical));
      }),
    );
  });
});
