/**
 * The password rules of ADR 035, checked wherever a user or the owner chooses a password (staff
 * accounts, changing one's own, a reset link). The common-password list is large and lives on
 * the server (a package's list, not a hand-made one): it is passed in as `isCommon`.
 */
import { minimumPasswordLength } from './password-length.ts';

export { minimumPasswordLength };

export const passwordRuleMessages = {
  tooShort: `Password must be at least ${minimumPasswordLength} characters`,
  username: 'Password must not be the username',
  common: 'Password is too common: choose one that is harder to guess',
} as const;

/** The first rule a password breaks, as the message the desk shows; undefined when it is fine. */
export const passwordProblem = (
  password: string,
  username: string,
  isCommon: (password: string) => boolean = () => false,
): string | undefined => {
  if ([...password].length < minimumPasswordLength) return passwordRuleMessages.tooShort;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return passwordRuleMessages.username;
  }
  if (isCommon(password) || isCommon(password.toLowerCase())) return passwordRuleMessages.common;
  return undefined;
};
