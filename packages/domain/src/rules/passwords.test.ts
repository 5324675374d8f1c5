import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRuleMessages, passwordTextProblem } from './passwords.ts';

const common = new Set(['password1', 'qwertyuiop']);
const isCommon = (p: string) => common.has(p);
const m = passwordRuleMessages;

describe('password rules', () => {
  it.each([
    ['seven characters', 'abc1234', 'mgmg', m.tooShort],
    ['seven Burmese letters', 'ကခဂဃငစဆ', 'mgmg', m.tooShort],
    ['the username', 'mgmg-desk', 'mgmg-desk', m.username],
    ['the username in capitals', 'MGMG-DESK', 'mgmg-desk', m.username],
    ['a common password', 'password1', 'mgmg', m.common],
    ['a common password in capitals', 'Password1', 'mgmg', m.common],
    ['eight characters, not common', 'tea-leaf', 'mgmg', undefined],
    ['eight Burmese letters', 'ကခဂဃငစဆဇ', 'mgmg', undefined],
    ['eight spaces', '        ', 'mgmg', m.onlySpaces],
    [
      'eight no-break and ideographic spaces',
      '\u00a0\u3000\u00a0\u3000\u00a0\u3000\u00a0\u3000',
      'mgmg',
      m.onlySpaces,
    ],
    ['spaces around a word', '  tea-leaf  ', 'mgmg', undefined],
    ['spaces inside', 'tea leaf green', 'mgmg', undefined],
    ['eight U+0001', '\u0001'.repeat(8), 'mgmg', m.controlCharacters],
    ['a NUL inside', 'tea\u0000leaf1', 'mgmg', m.controlCharacters],
    ['a line break inside', 'tea-leaf\n1', 'mgmg', m.controlCharacters],
    ['eight tabs (spaces and control characters)', '\t'.repeat(8), 'mgmg', m.controlCharacters],
    ['U+001F', 'tea-leaf\u001f', 'mgmg', m.controlCharacters],
    ['DEL (U+007F)', 'tea-leaf\u007f', 'mgmg', m.controlCharacters],
    ['a C1 control (U+0085)', 'tea-leaf\u0085', 'mgmg', m.controlCharacters],
    ['U+009F, the last control character', 'tea-leaf\u009f', 'mgmg', m.controlCharacters],
    ['U+00A0 after a word (not a control character)', 'tea-leaf\u00a0', 'mgmg', undefined],
    ['a lone high surrogate', 'ab\ud800cdefgh', 'mgmg', m.brokenCharacters],
    ['a lone low surrogate', 'abcdefg\udc00', 'mgmg', m.brokenCharacters],
    ['a reversed pair', 'abcdef\ude00\ud83d', 'mgmg', m.brokenCharacters],
    ['an emoji (a whole pair)', 'tea-leaf\ud83d\ude00', 'mgmg', undefined],
  ])('%s', (_case, password, username, problem) => {
    expect(passwordProblem(password, { username, isCommon })).toBe(problem);
  });

  it('names the length first when a short password is also the username', () => {
    expect(passwordProblem('mgmg', { username: 'mgmg', isCommon })).toBe(m.tooShort);
  });

  it('counts characters, not UTF-16 units: seven emoji are too short', () => {
    expect(passwordTextProblem('\ud83d\ude00'.repeat(7))).toBe(m.tooShort);
    expect(passwordTextProblem('\ud83d\ude00'.repeat(8))).toBeUndefined();
  });

  it.each([
    ['the current one', 'thandar123', 'thandar123', m.sameAsCurrent],
    ['the current one in capitals (another password)', 'THANDAR123', 'thandar123', undefined],
    [
      'the current one with a space after (another password)',
      'thandar123 ',
      'thandar123',
      undefined,
    ],
    ['another one', 'mya-kyaw-2026', 'thandar123', undefined],
    ['the current one, also too short', 'abc', 'abc', m.tooShort],
    ['the current one, also common', 'password1', 'password1', m.sameAsCurrent],
    ['no current password given (an owner sets it)', 'thandar123', undefined, undefined],
  ])('a change to %s', (_case, password, current, problem) => {
    expect(passwordProblem(password, { username: 'thandar', current, isCommon })).toBe(problem);
  });

  it('leaves the account and the list out of what a form checks by itself', () => {
    expect(passwordTextProblem('password1')).toBeUndefined();
    expect(passwordTextProblem('        ')).toBe(m.onlySpaces);
  });
});
