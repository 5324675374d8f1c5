/**
 * The pages a person moves between before signing in (picker, Log In, Admin, Forgot password,
 * reset), as ONE chunk: following Admin or Forgot Password? never waits for code, so a form is
 * never swapped under someone typing on a slow link (ADR 015).
 */
export { HotelPickerPage } from '../features/hotels/components/hotel-picker-page.tsx';
export { LoginPage } from '../features/auth/components/login-page.tsx';
export { AdminLoginPage } from '../features/auth/components/admin-login-page.tsx';
export { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
export { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
