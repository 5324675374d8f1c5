/**
 * Everything the sign-in forms send, with the zod checks of @frontdesk/domain: one chunk, fetched
 * when a person starts filling a form (load-sign-in-calls.ts), not with the first screen.
 */
export {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from '@frontdesk/domain';
// The schemas' messages in the desk's language and digits.
export { schemaMessage } from '../../../i18n/schema-message.ts';
export { login } from './login.ts';
export { adminLogin } from './admin-login.ts';
export { requestPasswordReset } from './forgot-password.ts';
export { resetPassword } from './reset-password.ts';
// What an earlier sign-in left in the app's data (with the calls: the first screen has none).
export { forgetSignedInData } from '../../../lib/query-client.ts';
