import type { Readable } from 'node:stream';
import { labels, ONBOARDING_DOCUMENTS, type OnboardingDocument } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { whitelisted } from '../../platform/whitelist';
import { fileNamePart } from '../applications/cv-files/cv-download-name';
import { DOCUMENT_COLUMNS, type EmployeeColumns } from './employee-output';

/** The types an onboarding document is stored as (the form checks them by their bytes). */
const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

/** A document kind named in a URL, looked up in the fixed list; anything else is no document. */
export function documentKindOf(name: string): OnboardingDocument | null {
  return (ONBOARDING_DOCUMENTS as readonly string[]).includes(name) ? (name as OnboardingDocument) : null;
}

export interface OpenedDocument {
  stream: Readable;
  size: number;
  fileName: string;
  contentType: string;
  /** The stored key, for the audit line (never sent to the browser). */
  key: string;
}

/**
 * One employee's stored document of `kind`, or null. The key is the employee row's own column, never
 * a client's text, and it must sit in that employee's own folder (`onboarding/{documentId}/`) with a
 * document type: a row pointing at another employee's file, or anywhere else, is refused.
 */
export async function openOnboardingDocument(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  employee: EmployeeColumns,
  kind: OnboardingDocument,
): Promise<OpenedDocument | null> {
  const key = employee[DOCUMENT_COLUMNS[kind]];
  if (typeof key !== 'string' || key === '') return null;
  const folder = `onboarding/${employee.documentId}/`;
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const contentType = whitelisted(DOCUMENT_TYPES, extension);
  if (!key.startsWith(folder) || key.slice(folder.length).includes('/') || !contentType) {
    strapi.log.warn(`[hired-staff] ${kind} document of employee ${employee.documentId} refused: not in its folder`);
    return null;
  }
  let file: { stream: Readable; size: number } | null;
  try {
    file = await store.openRead(key);
  } catch (error) {
    strapi.log.warn(`[hired-staff] ${kind} document of ${employee.documentId} not read: ${(error as Error).message}`);
    return null;
  }
  if (!file) return null;
  const name = [employee.first_name, employee.last_name]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
  const owner = fileNamePart(name) || employee.documentId;
  return {
    ...file,
    key,
    contentType,
    fileName: `${owner}_${fileNamePart(labels.onboardingForm[kind])}.${extension}`,
  };
}
