import { z } from 'zod';
import { passwordRuleMessages, passwordTextProblem } from '../rules/passwords.ts';
import { maxCredentialLength, roleSchema } from './auth.ts';
import { requiredText, storedId } from './input-fields.ts';

/** Staff accounts the owner keeps (ADR 035). Usernames are unique per hotel, in lower case. */
export const maxStaffNameLength = 100;
const usernamePattern = /^[a-z0-9][a-z0-9._-]*$/;
export const usernameRuleMessage =
  'Username may use only small letters, digits, dots, dashes and underscores';

const username = requiredText('Username', 50)
  .transform((text) => text.toLowerCase())
  .refine((text) => usernamePattern.test(text), usernameRuleMessage);
const email = z
  .union([z.literal(''), z.email({ error: 'A valid email is required' }).max(254)])
  .nullish()
  .transform((text) => (text ? text : null));
/** Optional: left out, the server generates one and answers it once. */
const firstPassword = z
  .string({ error: 'Password must be text' })
  .max(maxCredentialLength, `Password must be at most ${maxCredentialLength} characters`)
  .optional()
  .transform((text) => (text ? text : undefined));

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

export const addStaffRequestSchema = z.object({
  name: requiredText('Name', maxStaffNameLength),
  username,
  email,
  role: roleSchema,
  password: firstPassword,
});
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

export const updateStaffRequestSchema = z
  .object({
    name: requiredText('Name', maxStaffNameLength).optional(),
    email,
    role: roleSchema.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.email !== undefined || body.role !== undefined,
    'Nothing to change',
  );
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

export const resetStaffPasswordRequestSchema = z.object({ password: firstPassword });
export type ResetStaffPasswordRequest = z.input<typeof resetStaffPasswordRequestSchema>;

/** The owner's answer to an add or a reset: the password, when generated, is shown this once. */
export const staffPasswordAnswerSchema = z.object({
  user: staffMemberSchema,
  generatedPassword: z.string().optional(),
});
export type StaffPasswordAnswer = z.infer<typeof staffPasswordAnswerSchema>;

export const staffIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'Staff member id must be a number')
    .transform(Number)
    .pipe(storedId('Staff member id')),
});

/**
 * The owner's switches of a hotel: prices and the menu on by default (SPEC.md lets reception do
 * both); voids and refunds off until the owner allows them (ADR 072).
 */
export const staffPermissionsSchema = z.object({
  receptionMayChangePrices: z.boolean({ error: 'receptionMayChangePrices must be true or false' }),
  receptionMayChangeMenu: z.boolean({ error: 'receptionMayChangeMenu must be true or false' }),
  receptionMayVoidAndRefund: z.boolean({
    error: 'receptionMayVoidAndRefund must be true or false',
  }),
});
export type StaffPermissions = z.infer<typeof staffPermissionsSchema>;

/** PUT /staff-permissions: a switch left out (a client of before ADR 072) stays as it was. */
export const staffPermissionsChangeSchema = staffPermissionsSchema.partial({
  receptionMayVoidAndRefund: true,
});
export type StaffPermissionsChange = z.infer<typeof staffPermissionsChangeSchema>;

/** A signed-in user changes their own password (ADR 035): their other sessions end. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(maxCredentialLength, `Current password must be at most ${maxCredentialLength} characters`),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .max(maxCredentialLength, `New password must be at most ${maxCredentialLength} characters`),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The desk's form for choosing one's own password: typed twice, and checked here by the rules
 * that need no account or list (length, control characters, only spaces) and against the current
 * one; the server checks them all again.
 */
export const passwordsDoNotMatchMessage = 'Passwords do not match.';
export const ownPasswordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: z
      .string()
      .max(maxCredentialLength, `New password must be at most ${maxCredentialLength} characters`)
      .superRefine((text, context) => {
        const problem = passwordTextProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: passwordRuleMessages.sameAsCurrent,
    path: ['newPassword'],
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDoNotMatchMessage,
    path: ['confirmPassword'],
  });
