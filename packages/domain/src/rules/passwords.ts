/**
 * The password rules of ADR 035, checked wherever a user or the owner chooses a password (staff
 * accounts, changing one's own, the first one chosen at sign-in, a reset link). The
 * common-password list is large and lives on the server (a package's list, not a hand-made one):
 * it is passed in as `isCommon`. The rules a form can check by itself are `passwordTextProblem`.
 */
import { isWellFormedText } from '../contract/input-fields.ts';
import { minimumPasswordLength } from './password-length.ts';

export { minimumPasswordLength };

export const passwordRuleMessages = {
  tooShort: `Password must be at least ${minimumPasswordLength} characters`,
  controlCharacters: 'Password cannot contain control characters',
  brokenCharacters: 'Password cannot contain broken characters: please type it again',
  onlySpaces: 'Password cannot be only spaces',
  sameAsCurrent: 'The new password must differ from the current one',
  username: 'Password must not be the username',
  common: 'Password is too common: choose one that is harder to guess',
} as const;

// Every control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F): none can be typed on a
// keyboard into a password field, and PostgreSQL text cannot hold NUL.
const controlCharacter = /\p{Cc}/u;

/**
 * The first rule a password breaks that needs neither the account nor the common list: its
 * length (in characters, not UTF-16 units), control characters, half of a surrogate pair,
 * nothing but spaces. Undefined when it is fine.
 */
export const passwordTextProblem = (password: string): string | undefined => {
  if ([...password].length < minimumPasswordLength) return passwordRuleMessages.tooShort;
  if (controlCharacter.test(password)) return passwordRuleMessages.controlCharacters;
  if (!isWellFormedText(password)) return passwordRuleMessages.brokenCharacters;
  if (password.trim() === '') return passwordRuleMessages.onlySpaces;
  return undefined;
};

export interface PasswordContext {
  /** The account's username: the password must not be it. */
  username: string;
  /** The password it replaces, when the user typed it (a change): the new one must differ. */
  current?: string | undefined;
  isCommon?: ((password: string) => boolean) | undefined;
}

/** The first rule a password breaks, as the message the desk shows; undefined when it is fine. */
export const passwordProblem = (
  password: string,
  { username, current, isCommon = () => false }: PasswordContext,
): string | undefined => {
  const textProblem = passwordTextProblem(password);
  if (textProblem) return textProblem;
  if (current !== undefined && password === current) return passwordRuleMessages.sameAsCurrent;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return passwordRuleMessages.username;
  }
  if (isCommon(password) || isCommon(password.toLowerCase())) return passwordRuleMessages.common;
  return undefined;
};
