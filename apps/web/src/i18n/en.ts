/**
 * Every text the web app shows, organised by screen. Texts quoted in SPEC.md are copied exactly
 * (including its spelling, e.g. 'Availablility'). A Burmese catalogue (my.ts) will mirror these
 * keys; screens only ever call t('screen.key').
 */
export const en = {
  common: {
    comingSoon: 'Coming soon',
    loading: 'Loading…',
    retry: 'Retry',
    back: 'Back',
  },
  dialogs: {
    error: 'Error',
    success: 'Success',
    ok: 'OK',
    confirm: 'Confirm',
    cancel: 'Cancel',
    yes: 'Yes',
  },
  datePanel: {
    today: 'Today',
    add: 'Add',
    dateInvalid: 'Date input not valid.',
    datePlaceholder: 'dd/mm/yyyy',
    dateLabel: '{{label}} date',
  },
  hotelPicker: {
    chooseHotel: 'Choose your hotel',
    loadFailed: 'Failed to load hotels.',
  },
  signIn: {
    usernameLabel: 'Username',
    usernamePlaceholder: 'Enter your username',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    forgotPassword: 'Forgot Password?',
    submit: 'Sign in',
  },
  login: {
    title: 'Log In',
    adminLink: 'Admin',
    failed: 'Login Failed',
  },
  adminLogin: {
    title: 'Admin',
    receptionLink: 'Reception',
    failed: 'Admin Login Failed',
  },
  forgotPassword: {
    title: 'Forgot password?',
    emailLabel: 'Email',
    emailPlaceholder: 'Enter your email',
    submit: 'Request',
    backToLogin: 'Back to Log In',
    sent: 'Password has been sent to your email',
    failed: 'An error occurred during sending email. Please try again.',
  },
  resetPassword: {
    title: 'Reset password',
    newPasswordLabel: 'New password',
    newPasswordPlaceholder: 'Enter a new password',
    confirmPasswordLabel: 'Confirm password',
    confirmPasswordPlaceholder: 'Enter the new password again',
    showPasswords: 'Show passwords',
    submit: 'Reset Password',
    mismatch: 'Passwords do not match.',
    incompleteLink: 'This reset link is incomplete. Please request a new one.',
    failed: 'Could not reset the password. Please try again.',
    done: 'Your password has been changed. You can sign in with it now.',
    goToLogin: 'Go to Log In',
  },
  topBar: {
    stock: 'Stock',
    settings: 'Settings',
    logout: 'Logout',
  },
  stock: {
    title: 'Stock Summary',
    notAvailable: 'The stock summary is not available yet.',
  },
  dashboard: {
    stats: {
      availability: 'Availablility',
      fullNight: 'Full Night',
      daycation: 'Daycation',
      session: 'Session',
      housekeeping: 'Housekeeping',
      foodRevenue: 'Food Revenue',
      roomRevenue: 'Room Revenue',
      noValue: '-',
    },
    reservations: 'Reservations',
    foodRevenue: 'Food Revenue',
    roomRevenue: 'Room Revenue',
    rooms: 'Room Overview',
  },
  revenue: {
    online: 'Online',
    cash: 'Cash',
  },
  settings: {
    roomPrices: 'Room Price Settings',
    foodMenu: 'Food Menu Management',
    notAvailable: 'Not available yet.',
  },
  admin: {
    title: 'Revenue Overview',
  },
  notFound: {
    title: 'Page not found',
    goToStart: 'Go to the start page',
  },
  appError: {
    title: 'Something went wrong',
    reload: 'Reload',
  },
} as const;

/** The shape every other catalogue must have. */
export type Catalogue = typeof en;
