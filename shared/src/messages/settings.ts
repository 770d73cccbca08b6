// Messages of content management, settings, e-mail templates and the media library, in the product's wording used verbatim.

export const benefitsAdminMessages = {
  title: 'Benefits Management',
  noBenefitsYet: 'No benefits yet',
  createFirst: 'Create Your First Benefit',
  addNew: 'Add New Benefit',
  edit: 'Edit Benefit',
  // Our own addition: the delete confirmation and the notices, in the style of the fixed ones.
  confirmDeleteTitle: 'Delete this benefit?',
  confirmDelete: (title: string) => `Delete the benefit "${title}"? It will be removed from the careers site.`,
  saved: 'Benefit saved successfully!',
  deleted: 'Benefit deleted successfully!',
  activated: 'Benefit activated successfully!',
  deactivated: 'Benefit deactivated successfully!',
  saveFailed: 'Failed to save benefit',
  deleteFailed: 'Failed to delete benefit',
  statusFailed: 'Failed to update benefit status',
} as const;

// Our own addition beyond 'Title is required': the Content Management tab's confirmation and notices.
export const sectionsAdminMessages = {
  noSections: 'No sections on this page yet',
  confirmDeleteTitle: 'Delete this section?',
  confirmDelete: (title: string) => `Delete the section "${title}"? It will be removed from the careers site.`,
  saved: 'Section saved successfully!',
  deleted: 'Section deleted successfully!',
  activated: 'Section activated successfully!',
  deactivated: 'Section deactivated successfully!',
  moved: (title: string, position: number, count: number) => `${title} moved to position ${position} of ${count}`,
  saveFailed: 'Failed to save section',
  deleteFailed: 'Failed to delete section',
  statusFailed: 'Failed to update section status',
  moveFailed: 'Failed to move section',
  cannotMove: 'The section is already at that end of the page',
  // Our own addition: a button's link is content, so only a page, an anchor or a web address is kept.
  unsafeLink: 'A button link must start with /, # or https://',
} as const;

export const settingsMessages = {
  saving: 'Saving...',
  saved: 'Settings saved successfully!',
  saveFailed: 'Error saving settings. Check console for details.',
  templateSaved: 'Template saved successfully!',
  templateSaveFailed: 'Error saving template. Check console for details.',
  invalidEmail: 'Please enter a valid email address',
  testEmailSent: (email: string) => `Test email sent successfully to ${email}!`,
  sendEmailFailed: 'Failed to send email',
  themeUpdateFailed: 'Failed to update theme preference',
  // Our own addition: the OpenAI key card under Advanced (the key is write-only: it never leaves the server).
  aiKeySet: (hint: string | null) =>
    `An OpenAI API key is set${hint ? ` (${hint})` : ''}. Applications are scored with OpenAI.`,
  aiKeyMissing: 'No OpenAI API key is set. Applications are scored by the built-in offline scorer.',
  // Our own addition: the theme saved message (its text is not shown), Advanced's actions, refusals.
  themeSaved: (theme: string) => `Theme set to ${theme}.`,
  rebuildRequested: 'A build of the public site has been requested.',
  retryQueued: 'Queued to run again.',
  nothingToRetry: 'Only failed work can be retried.',
  unknownSetting: (key: string) => `${key} is not a setting this form can change`,
  // Our own addition: a refused Save Settings names the field the first problem is in.
  fieldInvalid: (field: string, problem: string) => `${field}: ${problem}`,
} as const;

// Our own addition: security e-mails are not editable content, and the media library of /cms takes
// images only.
export const emailTemplatesMessages = {
  securityTemplateActive: (name: string) =>
    `The ${name} e-mail cannot be deactivated: without it the code or private link it carries would never arrive.`,
  securityTemplateVariable: (name: string, variable: string) =>
    `The ${name} e-mail must keep {{${variable}}} in its body: that variable carries the code or link.`,
  securityTemplateKept: (name: string) => `The ${name} e-mail cannot be deleted or renamed.`,
  // Our own addition: these e-mails carry sign-in codes and reset links, so changing them is a
  // way into any account; only an admin who already holds every permission may change or test them.
  securityTemplateFullAccessOnly: (name: string) =>
    `Only an administrator with every permission can change or test the ${name} e-mail, because it carries sign-in codes or private links.`,
  // An editor able to load an image could put the secret in its address and receive every code or link.
  securityTemplateOutsideContent: (name: string) =>
    `The ${name} e-mail cannot load images, styles or anything else from another address.`,
  securityTemplateSecretPlacement: (name: string, variable: string, secret: 'code' | 'link') =>
    secret === 'link'
      ? `The ${name} e-mail may use {{${variable}}} only as a link's whole address: <a href="{{${variable}}}">.`
      : `The ${name} e-mail may show {{${variable}}} only as text, never inside a tag.`,
  // Our own addition: a placeholder its e-mail is never given would stop that e-mail, so it is not saved.
  unknownVariables: (unknown: readonly string[], allowed: readonly string[]) =>
    `${unknown.length === 1 ? 'Unknown variable' : 'Unknown variables'} ${unknown.map((name) => `{{${name}}}`).join(', ')}. ` +
    (allowed.length > 0
      ? `Allowed variables: ${allowed.map((name) => `{{${name}}}`).join(', ')}.`
      : 'This template has no variables.'),
  testSendLimit: (perHour: number) => `You can send at most ${perHour} test e-mails an hour. Please try again later.`,
} as const;

export const mediaMessages = {
  imagesOnly: 'Only images can be added to the media library: JPEG, PNG, GIF, WebP or AVIF files.',
  imageTooLarge: (maxMegapixels: number, maxSide: number) =>
    `This image is too large for the media library: it may have at most ${maxMegapixels} megapixels (width × height, all frames of an animation together) and ${maxSide.toLocaleString('en-US')} pixels on its longer side. Scale it down and upload it again.`,
} as const;
