// The back office's frame and accounts: navigation, sign-in, account fields, theme and dialog buttons.
export const adminNav = {
  dashboard: 'Dashboard',
  jobs: 'Jobs',
  applications: 'Applications',
  interviews: 'Interviews',
  hiredStaff: 'Hired Staff',
  benefits: 'Benefits',
  settings: 'Settings',
  emailTemplates: 'Email Templates',
  // Our own addition: the audit log.
  auditLog: 'Audit Log',
  privacy: 'Privacy',
  viewSite: 'View Site',
  logout: 'Logout',
} as const;
export const signIn = {
  signIn: 'Sign In',
  verifyCode: 'Verify Code',
  resendCode: 'Resend Code',
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
  codeExpiresIn: (countdown: string) => `The code expires in ${countdown}`,
  sendResetLink: 'Send Reset Link',
  setPassword: 'Set New Password',
  createAdmin: 'Create Admin Account',
  checkAccount: 'Check Account',
  forgotPassword: 'Forgot Password',
  backToEmail: 'Back to Email',
  backToLogin: 'Back to Login',
  howToFix: 'How to Fix',
} as const;
export const dialogs = { ok: 'OK', confirm: 'Confirm', cancel: 'Cancel' } as const;
export const theme = { dark: 'Dark', light: 'Light' } as const;
// Our own addition: the names on the back-office screens, kept with the other texts.
export const backOffice = {
  title: 'Recruitment back office',
  switchTheme: (theme: string) => `Switch to ${theme} theme`,
} as const;
export const accountFields = {
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  code: 'Code',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  // Our own addition: asked when an admin changes their own e-mail or password.
  currentPassword: 'Current password',
} as const;
export const accountCheck = {
  adminRecordExists: (answer: string) => `Admin record exists: ${answer}`,
  active: (answer: string) => `Active: ${answer}`,
  authenticationAccountExists: (answer: string) => `Authentication account exists: ${answer}`,
  role: (name: string) => `Role: ${name}`,
  yes: 'Yes',
  no: 'No',
  none: '–',
} as const;
