/**
 * Texts of pages that come in their own chunks, registered when the chunk arrives
 * (i18n/page-texts.ts), so that the first screens do not carry them: the owner's Staff page, and
 * choosing or changing one's own password.
 */
export const staffPageTexts = {
  staff: {
    title: 'Staff',
    add: 'Add staff',
    addTitle: 'Add a staff member',
    editTitle: 'Edit {{name}}',
    save: 'Save',
    name: 'Name',
    username: 'Username',
    email: 'E-mail (optional)',
    role: 'Role',
    roles: { reception: 'Receptionist', admin: 'Admin (owner)' },
    status: 'Status',
    active: 'Active',
    inactive: 'Deactivated',
    mustChange: 'Must choose a password',
    actions: 'Actions',
    actionsFor: 'Actions for {{name}}',
    edit: 'Edit name, e-mail or role',
    activityToday: 'Activity today',
    resetPassword: 'Reset password',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivateQuestion:
      'Deactivate {{name}}? They are signed out on every desk at once and cannot sign in until reactivated.',
    ownRoleQuestion:
      "You are changing your own role. You will lose the owner's pages and be signed out. Continue?",
    ownRoleConfirm: 'Change my role',
    ownDeactivateQuestion:
      'You are deactivating your own account. You are signed out at once and cannot sign in until another admin reactivates you. Continue?',
    ownDeactivateConfirm: 'Deactivate me',
    firstPassword: 'First password (optional)',
    firstPasswordHint:
      'Leave empty to have one made up. At least {{count}} characters, not only spaces, not the username, not a common password.',
    resetTitle: 'Reset the password of {{name}}',
    resetQuestion:
      'Their desks are signed out, and they choose a new password of their own at next sign-in.',
    resetConfirm: 'Reset password',
    passwordTitle: 'First password',
    passwordFor: 'Sign-in for {{name}}: username {{username}}',
    passwordOnce: 'Note this password now: it is shown only this once.',
    passwordMustChange: 'At first sign-in they must choose a password of their own.',
    loadFailed: 'Failed to load the staff list.',
    empty: 'No staff yet.',
    saveFailed: 'Could not save. Please try again.',
    permissions: 'Permissions',
    permissionsLoadFailed: 'Failed to load the permissions.',
    mayChangePrices: 'Receptionists may change room prices',
    mayChangeMenu: 'Receptionists may change the menu',
    mayVoidAndRefund: 'Receptionists may void payments and give refunds',
  },
} as const;

export const ownPasswordTexts = {
  ownPassword: {
    changeTitle: 'Change password',
    chooseTitle: 'Choose your password',
    chooseIntro:
      'Your password was given to you by the owner. Choose one of your own to go on: enter the password you signed in with, then your new one twice.',
    current: 'Current password',
    new: 'New password',
    confirm: 'New password again',
    rules:
      'At least {{count}} characters, not only spaces, not your current password, not your username, not a common password.',
    show: 'Show passwords',
    save: 'Save password',
    changed: 'Your password has been changed. Your other desks are signed out.',
    failed: 'Could not change the password. Please try again.',
  },
} as const;
