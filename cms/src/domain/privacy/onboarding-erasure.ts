import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/locks';
import type { Selected } from '../../platform/database/rows';
import { recordErasures } from './erasure-records';

const EMPLOYEE = 'api::hired-employee.hired-employee';

/**
 * What the onboarding form collected beyond what HR keeps (the name, e-mail, mobile phone and the
 * hire): once the onboarding-documents period has passed, the ID and certificate files go, with the
 * personal, banking and ID details that were needed only to prepare the employment.
 */
const ERASED_ONBOARDING = {
  gender: null,
  birthdate: null,
  age: null,
  marital_status: null,
  place_of_birth: null,
  home_address: null,
  cpr_number: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  bank_name: null,
  iban: null,
  cpr_document_url: null,
  passport_document_url: null,
  certificates_url: null,
} as const;
const ERASED_FIELDS = Object.keys(ERASED_ONBOARDING);

type EmployeeFiles = Selected<
  typeof EMPLOYEE,
  'documentId' | 'cpr_document_url' | 'passport_document_url' | 'certificates_url'
>;

/**
 * Erases these hired employees' onboarding documents and details (internal ids) in one transaction,
 * with an erasure record each listing the files to delete once committed. Returns how many.
 */
export async function eraseOnboardings(
  strapi: Core.Strapi,
  input: { ids: readonly number[]; now: Date; decidedBefore: Date },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  return strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'erasure');
    const rows: EmployeeFiles[] = await strapi.db.query(EMPLOYEE).findMany({
      where: { id: { $in: [...input.ids] }, personal_data_erased_at: null },
      select: ['id', 'documentId', 'cpr_document_url', 'passport_document_url', 'certificates_url'],
    });
    if (rows.length === 0) return 0;
    await strapi.db.query(EMPLOYEE).updateMany({
      where: { id: { $in: rows.map((row) => row.id) }, personal_data_erased_at: null },
      data: { ...ERASED_ONBOARDING, personal_data_erased_at: input.now },
    });
    await recordErasures(
      strapi,
      rows.map((row) => {
        const files = [row.cpr_document_url, row.passport_document_url, row.certificates_url].filter(
          (key): key is string => Boolean(key),
        );
        return {
          rule: 'retention_onboarding',
          subjectType: 'hired-employee',
          subjectId: row.documentId,
          erasedFields: ERASED_FIELDS,
          filesDeleted: files.length,
          decidedBefore: input.decidedBefore,
          erasedAt: input.now,
          pendingFiles: files,
        } as const;
      }),
    );
    return rows.length;
  });
}
