import { describe, expect, it } from 'vitest';
import { passwordRuleMessages as m } from '../rules/passwords.ts';
import { ownPasswordFormSchema, passwordsDoNotMatchMessage } from './staff.ts';

/** Each field's first message, as the form shows them. */
const messages = (input: Record<string, string>) => {
  const result = ownPasswordFormSchema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};
const typed = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("the form for choosing one's own password", () => {
  it.each([
    [
      'the password the owner typed',
      typed('thandar123', 'thandar123'),
      { newPassword: m.sameAsCurrent },
    ],
    ['eight spaces', typed('thandar123', ' '.repeat(8)), { newPassword: m.onlySpaces }],
    ['eight U+0001', typed('thandar123', '\u0001'.repeat(8)), { newPassword: m.controlCharacters }],
    [
      'a lone surrogate',
      typed('thandar123', 'ab\ud800cdefgh'),
      { newPassword: m.brokenCharacters },
    ],
    ['seven characters', typed('thandar123', 'abc1234'), { newPassword: m.tooShort }],
    [
      'seven characters, the current ones',
      typed('abc1234', 'abc1234'),
      { newPassword: m.tooShort },
    ],
    [
      'a new one typed twice differently',
      typed('thandar123', 'mya-kyaw-2026', 'mya-kyaw-2025'),
      { confirmPassword: passwordsDoNotMatchMessage },
    ],
    [
      'eight spaces typed twice differently',
      typed('thandar123', ' '.repeat(8), ' '.repeat(7)),
      { newPassword: m.onlySpaces, confirmPassword: passwordsDoNotMatchMessage },
    ],
    ['a new one of her own', typed('thandar123', 'mya-kyaw-2026'), {}],
  ])('%s', (_case, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
