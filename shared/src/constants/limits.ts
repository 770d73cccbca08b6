export const MEGABYTE = 1024 * 1024;
/** The hard cap on any uploaded file; the file_upload_max_size setting can lower it, never raise it. */
export const MAX_UPLOAD_BYTES = 10 * MEGABYTE;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const SUPPORTING_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/** Seconds a job seeker must spend on the form before submitting. */
export const MIN_SECONDS_BEFORE_SUBMIT = 5;

export const SIGN_IN_CODE = { min: 100000, maxExclusive: 1000000, validMinutes: 5, maxFailedAttempts: 5 } as const;
export const PASSWORD_MIN_LENGTH = 8;
/** An e-mail name (the part before @) shorter than this is too common a string to refuse in passwords. */
export const EMAIL_NAME_MIN_LENGTH = 3;
export const RESET_LINK_VALID_MINUTES = 60;
export const SESSION_ABSOLUTE_HOURS = 8;
export const SESSION_IDLE_HOURS = 2;

/** How long the UI waits before a confirmation clears or a redirect happens. */
export const COPY_LINK_CONFIRMATION_MS = 2000;
export const RESET_REDIRECT_MS = 3000;
export const SETUP_REDIRECT_MS = 2000;
export const FORGOT_PASSWORD_MESSAGE_MS = 3000;

export const ADMIN_BASE_PATH = '/admin2025';
/** The content editors' Strapi panel; /admin belongs to the recruiter back office. */
export const CMS_PANEL_PATH = '/cms';
export const BOOKMARKS_STORAGE_KEY = 'bookmarkedJobs';
export const COMPANY_COUNTRY_CODE = 'BH';
