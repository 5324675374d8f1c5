import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRuleMessages } from './passwords.ts';

const common = new Set(['password1', 'qwertyuiop']);
const isCommon = (p: string) => common.has(p);

describe('password rules', () => {
  it.each([
    ['seven characters', 'abc1234', 'mgmg', passwordRuleMessages.tooShort],
    ['seven Burmese letters', 'ကခဂဃငစဆ', 'mgmg', passwordRuleMessages.tooShort],
    ['the username', 'mgmg-desk', 'mgmg-desk', passwordRuleMessages.username],
    ['the username in capitals', 'MGMG-DESK', 'mgmg-desk', passwordRuleMessages.username],
    ['a common password', 'password1', 'mgmg', passwordRuleMessages.common],
    ['a common password in capitals', 'Password1', 'mgmg', passwordRuleMessages.common],
    ['eight characters, not common', 'tea-leaf', 'mgmg', undefined],
    ['eight Burmese letters', 'ကခဂဃငစဆဇ', 'mgmg', undefined],
  ])('%s', (_case, password, username, problem) => {
    expect(passwordProblem(password, username, isCommon)).toBe(problem);
  });

  it('names the length first when a short password is also the username', () => {
    expect(passwordProblem('mgmg', 'mgmg', isCommon)).toBe(passwordRuleMessages.tooShort);
  });
});
