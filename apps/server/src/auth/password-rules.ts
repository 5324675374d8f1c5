import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '@frontdesk/domain';
import { badRequest } from '../http/errors.ts';

/**
 * The common-password list of zxcvbn-ts (about 49,000 leaked passwords, shipped in the package:
 * no network at run time), read once on first use.
 */
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password);
};

/**
 * 400 naming the first rule a chosen password breaks (ADR 035), on the field given. `current` is
 * the password it replaces when the user typed it (a change, the first one chosen at sign-in).
 */
export const assertPasswordRules = (
  password: string,
  username: string,
  field: string,
  current?: string,
): void => {
  const problem = passwordProblem(password, { username, current, isCommon });
  if (problem) throw badRequest(problem, [{ field, message: problem }]);
};
