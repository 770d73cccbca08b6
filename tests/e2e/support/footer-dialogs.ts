// The detail dialog's footer dialogs (Schedule Interview, Hire Candidate), opened on an application
// made for the journey.
import type { Locator, Page } from '@playwright/test';
import { makeApplications } from './applications';
import { queryRow } from './database';
import { base } from './system';

export interface OpenedFooterDialog {
  email: string;
  documentId: string;
  /** When the action was asked for (ms): e-mails before it are another journey's. */
  asked: number;
  detail: Locator;
  form: Locator;
}

/** A new application with `status`, its detail dialog open, and the footer's `button` pressed. */
export async function openFooterDialog(page: Page, status: string, button: string): Promise<OpenedFooterDialog> {
  const batch = await makeApplications(1, { status });
  const name = `${batch.tag} Applicant 1`;
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  const documentId = String(row?.document_id);
  const asked = Date.now();
  await page.goto(`${base()}/admin2025/applications/${documentId}?q=${batch.tag}`);
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('button', { name: button }).click();
  return {
    email: `${batch.tag.toLowerCase()}.1@mail.test`,
    documentId,
    asked,
    detail,
    form: page.getByRole('dialog', { name: button }),
  };
}
