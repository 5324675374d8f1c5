import { z } from 'zod';
import { minimumPasswordLength } from '../rules/password-length.ts';
import { isPlainText, plainTextMessage } from './input-fields.ts';

export const roles = ['reception', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The longest username or password accepted. */
export const maxCredentialLength = 200;
const tooLong = (label: string) => `${label} must be at most ${maxCredentialLength} characters`;

// Each check names its own problem: a schema-wide `error` would call a too-long value missing.
const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxCredentialLength, tooLong(label))
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail the lookup.
    .refine((text) => isPlainText(text), plainTextMessage(label));

export const loginRequestSchema = z.object({
  username: required('Username'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(maxCredentialLength, tooLong('Password')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: z.object({ name: z.string(), role: roleSchema }),
  /** Present and true when the owner gave the password: the desk asks for the user's own first. */
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  mustChangePassword: z.boolean().optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z.email({ error: 'A valid email is required' }).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: z
    .string({ error: 'Password is required' })
    .min(minimumPasswordLength, `Password must be at least ${minimumPasswordLength} characters`)
    .max(maxCredentialLength, tooLong('Password')),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What the dashboard top bar needs about the signed-in desk. */
export const sessionInfoSchema = z.object({
  hotel: z.object({ key: z.string(), name: z.string(), timeZone: z.string() }),
  /** `id` is the staff member's (the Staff page knows the owner's own row by it). */
  user: z.object({ id: z.number().int().optional(), name: z.string(), role: roleSchema }),
  /** True until a user the owner gave a password to has chosen their own (ADR 035). */
  mustChangePassword: z.boolean().optional(),
  /**
   * Whether the user works in shifts and has one open (ADR 077): the desk asks before taking
   * cash outside a shift. Optional, so a client or server of SPEC.md without it still reads.
   */
  shifts: z.object({ worksInShifts: z.boolean(), hasOpenShift: z.boolean() }).optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
