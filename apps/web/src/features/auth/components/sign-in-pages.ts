/**
 * The pages a person moves between before signing in (picker, Log In, Admin, Forgot password,
 * reset), as ONE chunk: following Admin or Forgot Password? never waits for code, so a form is
 * never swapped under someone typing on a slow link (ADR 015).
 */
export { HotelPickerPage } from '../../hotels/components/hotel-picker-page.tsx';
export { LoginPage } from './login-page.tsx';
export { AdminLoginPage } from './admin-login-page.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
