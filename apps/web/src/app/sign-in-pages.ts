/**
 * The pages a person moves between before signing in (picker, Log In, Admin, Forgot password),
 * as ONE chunk: following Admin or Forgot Password? never waits for code, so a form is
 * never swapped under someone typing on a slow link (ADR 015).
 * The reset page, reached from an e-mailed link, is a chunk of its own, loaded together with
 * this one (route-files.ts, ADR 049).
 */
export { HotelPickerPage } from '../features/hotels/components/hotel-picker-page.tsx';
export { LoginPage } from '../features/auth/components/login-page.tsx';
export { AdminLoginPage } from '../features/auth/components/admin-login-page.tsx';
export { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
