import { randomBytes } from 'node:crypto';
import {
  ageFromBirthdate,
  messages,
  ONBOARDING_DOCUMENTS,
  type OnboardingDocument,
  type OnboardingForm,
  onboardingFormSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now } from '../../platform/clock';
import { parse, Refusal } from '../../platform/refusal';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { checkReceivedFile, fileRules, type ReceivedFile } from '../applications/intake/uploaded-file';
import { writeAudit } from '../auth/audit';
import { formFields } from '../public-forms/form-fields';
import { storeThenRecord } from '../public-forms/stored-files';
import { readSettings } from '../settings/read-settings';
import { DOCUMENT_COLUMNS } from './employee-output';
import { findOnboardingLink, HIRED_EMPLOYEE } from './hired-employee';
import { onboardingTokenHash } from './onboarding-link';

export interface OnboardingSubmission {
  token: string;
  fields: Record<string, unknown>;
  files: Partial<Record<OnboardingDocument, ReceivedFile>>;
  /** Where the form came from, for the audit line. */
  clientIp: string;
}

/** Another submission of the same link completed it first. */
class AlreadyCompleted extends Error {}

/** Keys made by the server: the hire's folder, the document's kind, a time and a random part. */
function documentKey(employeeId: string, document: OnboardingDocument, extension: string): string {
  return `onboarding/${employeeId}/${document}-${now()}-${randomBytes(6).toString('hex')}.${extension}`;
}

/**
 * Takes a new hire's onboarding form (docs/requirements.md#new-hire): every rule checked
 * here whatever the browser did, the three documents checked by their bytes and stored privately,
 * and the hire's row completed by one conditional update, so a link completes once even when two
 * submissions race; the files of a submission that fails are removed again.
 */
export async function completeOnboarding(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  input: OnboardingSubmission,
): Promise<void> {
  // The rate limit was counted before the body was read (admitOnboardingSubmission); the link is
  // looked up again for its row, and the completion's conditional update settles any race.
  const link = await findOnboardingLink(strapi, input.token);
  if (link.state === 'unknown') throw new Refusal(404, messages.onboarding.invalidLink);
  if (link.state === 'completed') throw new Refusal(409, messages.onboarding.alreadyCompleted);

  const form = parse(onboardingFormSchema, formFields(onboardingFormSchema, input.fields));

  const settings = await readSettings(strapi, ['file_upload_max_size', 'file_upload_allowed_extensions']);
  const rules = fileRules(settings);
  const accepted: { document: OnboardingDocument; file: ReceivedFile; extension: string }[] = [];
  for (const document of ONBOARDING_DOCUMENTS) {
    const file = input.files[document];
    if (!file || file.size === 0) throw new Refusal(400, messages.onboarding.documentsRequired);
    const check = await checkReceivedFile(file, 'onboarding', rules);
    if (!check.ok)
      throw new Refusal(400, check.message, {
        errors: [{ path: [document], message: check.message, name: 'ValidationError' }],
      });
    accepted.push({ document, file, extension: check.extension });
  }

  const employeeId = link.employee.documentId;
  const keys: Partial<Record<(typeof DOCUMENT_COLUMNS)[OnboardingDocument], string>> = {};
  const files = accepted.map(({ document, file, extension }) => {
    const key = documentKey(employeeId, document, extension);
    keys[DOCUMENT_COLUMNS[document]] = key;
    return { key, path: file.filepath };
  });
  try {
    // The files go again when the row was not completed by this submission.
    const completion = {
      rowId: link.employee.id,
      tokenHash: onboardingTokenHash(input.token),
      employee: { documentId: employeeId, email: link.employee.email },
      clientIp: input.clientIp,
    };
    await storeThenRecord(store, files, () => recordCompletion(strapi, completion, form, keys));
  } catch (error) {
    if (error instanceof AlreadyCompleted) throw new Refusal(409, messages.onboarding.alreadyCompleted);
    throw error;
  }
}

async function recordCompletion(
  strapi: Core.Strapi,
  link: {
    rowId: number;
    tokenHash: string;
    employee: { documentId: string; email: string | null };
    clientIp: string;
  },
  form: OnboardingForm,
  keys: Record<string, string>,
): Promise<void> {
  const at = new Date(now());
  // The address stays the one the link was mailed to: a form that sends another is not obeyed.
  const { email: _mailedTo, ...fields } = form;
  await strapi.db.transaction(async () => {
    // Conditional: of two submissions of one link, only the first finds it open. The database
    // serialises the two updates of the row, and the second matches nothing. The token too: a link
    // issued again meanwhile (Change Status to hired mails a new one) leaves the old one unable to complete.
    const { count } = await strapi.db.query(HIRED_EMPLOYEE).updateMany({
      where: { id: link.rowId, onboarding_completed: false, onboarding_token: link.tokenHash },
      data: {
        ...fields,
        // The server's own figure, in Bahrain's calendar: never the browser's.
        age: ageFromBirthdate(form.birthdate, at),
        ...keys,
        onboarding_completed: true,
        onboarding_completed_at: at,
      },
    });
    if (count === 0) throw new AlreadyCompleted();
    // What was given and from where, never the values: the CPR number and IBAN stay in their row. The
    // new hire is named by the entry's id only: the log keeps no candidate's personal data, so it
    // survives an erasure whole.
    await writeAudit(strapi, {
      action: 'hired_employee.onboarding_completed',
      entityType: 'hired_employee',
      entityId: link.employee.documentId,
      ip: link.clientIp,
      details: { fields: Object.keys(fields).sort().join(','), documents: Object.keys(keys).sort().join(',') },
    });
  });
}
