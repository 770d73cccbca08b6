// Messages of signing in, passwords, account notices and admin users, in the product's wording used verbatim.

export const signInMessages = {
  invalidCredentials: 'Invalid credentials. Please try again.',
  failedToGenerateCode: (message: string) => `Failed to generate OTP: ${message}`,
  failedToSendCode: (error?: string) => `Failed to send OTP email: ${error || 'Unknown error'}`,
  invalidOrExpiredCode: 'Invalid or expired OTP. Please try again.',
  adminNotFound: 'Admin account not found.',
  accountInactive: 'Account inactive: Your admin account has been deactivated. Contact system administrator.',
  authenticationFailed: 'Authentication failed. Please try again.',
  unexpectedError: (message: string) => `Unexpected error: ${message}`,
  forgotPasswordFailed: 'Failed to send reset email.',
  // Our own rule: a reset link, not a temporary password, and the answer never reveals an account.
  forgotPasswordSent: 'If that e-mail belongs to an admin account, a reset link is on its way. Check your email.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidResetToken: 'Invalid or missing reset token.',
  resetFailed: 'Failed to reset password.',
  invalidLink: 'Invalid Link',
  backToLogin: 'Back to Login',
  backToEmail: 'Back to Email',
  setupFailed: 'Failed to create admin user',
  setupSucceeded: 'Admin account created successfully! Redirecting to login...',
  errorFetchingContent: 'Error fetching content',
  // Our own addition: answers of the server's own rules (rate limits, code resends; docs/SECURITY.md).
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resendNotYet: 'A new code can be sent once the current one expires.',
  setupClosed: 'Setup is closed: an admin account already exists. Sign in instead.',
  signInRequired: 'Please sign in to continue.',
  notAllowed: 'You do not have permission to do this.',
  // Our own addition: the password step sends no new code while the last one is still valid.
  codeStillValid: 'The code we sent you earlier is still valid. Enter it below.',
  // Our own addition: a request was refused because the session ended.
  signedOut: 'Signed out',
} as const;

// Our own addition: the password rules (ASVS 6.2.4) and the re-authentication of one's own account
// changes, on every form that sets a password.
export const passwordsMessages = {
  rule: 'At least 8 characters. Not a common password, and not containing the e-mail name (the part before @).',
  guessable:
    'This password is too easy to guess: it is a common password or contains the e-mail name. Please choose another.',
  currentRequired: 'Enter your current password to change your own e-mail or password.',
  currentWrong: 'Your current password is not correct.',
} as const;

// Our own addition: notices of a change to a back-office account, sent by the system itself,
// one paragraph a line.
export const accountNoticesMessages = {
  emailChangedSubject: 'The e-mail address of your back-office account was changed',
  emailChangedBody: (name: string, from: string, to: string, by: string) => [
    `Hello ${name},`,
    `The e-mail address of your back-office account was changed from ${from} to ${to} by ${by}. Sign-in codes and password reset links now go to ${to}.`,
    'If you did not expect this change, tell your administrator at once.',
  ],
  passwordChangedSubject: 'The password of your back-office account was changed',
  passwordChangedBody: (name: string, email: string, by: string) => [
    `Hello ${name},`,
    `The password of your back-office account ${email} was changed by ${by}. Sessions of your account that were open elsewhere have been signed out.`,
    'If you did not expect this change, tell your administrator at once.',
  ],
  byYou: 'you',
  byAdmin: (name: string, email: string) => `${name} (${email})`,
  byResetLink: 'you, with a password reset link',
} as const;

export const usersMessages = {
  // At least 8 characters everywhere, never 6: 6 is too few to resist guessing.
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  emailMustDiffer: 'New email must be different from current email',
  createFailed: 'Failed to create user',
  updateEmailFailed: 'Failed to update email',
  updatePasswordFailed: 'Failed to update password',
  errorPrefix: (message: string) => `Error: ${message}`,
  statusUpdateFailed: 'Error updating user status',
  userUpdated: 'User updated successfully!',
  adminCreated: 'Admin account created successfully!',
  roleUpdated: 'Role updated successfully!',
  roleCreated: 'Role created successfully!',
  emailUpdated: 'Email updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  chooseRole: 'Please choose a role',
  emailTaken: 'A user with this e-mail already exists',
  lastSuperAdmin: 'At least one active super_admin must remain',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  roleNameTaken: 'A role with this name already exists',
  builtInRoleLocked: 'Built-in roles cannot be edited',
  beyondOwnPermissions: 'You cannot give or manage permissions that your own role does not have',
  // Our own addition: fallbacks, in the product's style, for the screens without a fixed text.
  updateFailed: 'Failed to update user',
  roleCreateFailed: 'Failed to create role',
  roleUpdateFailed: 'Failed to update role',
  // Our own addition (deleting an account): the confirmation, in the style of the fixed ones.
  deleteUserTitle: 'Delete this user?',
  deleteUserConfirm: (email: string) =>
    `Delete the admin account ${email}? They are signed out at once and can no longer sign in. This cannot be undone.`,
  userDeleted: 'User deleted successfully!',
  deleteFailed: 'Failed to delete user',
  cannotDeleteSelf: 'You cannot delete your own account',
  // Our own addition: the notice on a built-in role's page and on Settings without the flags.
  builtInRoleReadOnly: 'Built-in roles cannot be edited.',
  noUsersOrRolesPermission: 'You do not have permission to manage users or roles.',
} as const;
