import {
  benefitFormSchema,
  emailTemplateRecordSchema,
  jobPostingRecordSchema,
  jobTemplateFormSchema,
  pageSectionRecordSchema,
  refuseControlCharacters,
} from '@careers/shared';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { panelHiddenTypes } from './editor-permissions';
import { archiveApplicationsOfClosedPosting, closesPostingInPanel } from './posting-closed';

type StoredDocument = Record<string, unknown>;
type DocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];

/**
 * The back office's own rules for each type the /cms editors see, read over a whole stored document:
 * the form schemas are strict about their keys, a document carries more (ids, dates, relations).
 */
const CONTENT_RULES: Record<string, z.ZodType> = {
  'api::job-posting.job-posting': jobPostingRecordSchema,
  'api::job-template.job-template': z.object(jobTemplateFormSchema.shape),
  'api::benefit.benefit': z.object(benefitFormSchema.shape),
  'api::page-section.page-section': pageSectionRecordSchema,
  'api::email-template.email-template': emailTemplateRecordSchema,
};

/** Every field a write gives, the ones no form has too (a template's name): no control characters. */
const WITHOUT_CONTROL_CHARACTERS = z.unknown().superRefine(refuseControlCharacters());

/** The writes that leave a document's fields as given; a clone is its source with the given changes. */
const WRITES = new Set(['create', 'update', 'clone']);

/** Every type the panel shows must have its rules: a new one without them does not start. */
export function assertEditorTypesHaveRules(strapi: Core.Strapi): void {
  const hidden = new Set(panelHiddenTypes(strapi));
  const missing = Object.keys(strapi.contentTypes).filter(
    (uid) => uid.startsWith('api::') && !hidden.has(uid) && !Object.hasOwn(CONTENT_RULES, uid),
  );
  if (missing.length > 0) throw new Error(`Types the /cms editors see without content rules: ${missing.join(', ')}`);
}

/** What Strapi stores for a field a new document leaves out. */
function schemaDefaults(contentType: { attributes: Record<string, unknown> }): StoredDocument {
  return Object.fromEntries(
    Object.entries(contentType.attributes).flatMap(([name, attribute]) => {
      const fallback = (attribute as { default?: unknown }).default;
      return fallback === undefined || typeof fallback === 'function' ? [] : [[name, fallback]];
    }),
  );
}

/** An empty panel field arrives as null: to the rules that is a missing value, as in the forms. */
function withoutNulls(document: StoredDocument): StoredDocument {
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== null));
}

/** Refused as Strapi's ValidationError, so the panel shows the rule's message beside its field. */
function refuse(error: z.ZodError): never {
  const [first] = error.issues;
  throw new errors.ValidationError(first?.message ?? 'Invalid content', {
    errors: error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
      name: 'ValidationError',
      value: null,
    })),
  });
}

/**
 * One document-service middleware checks every create, update and clone of the editors' types, from
 * /cms, the seed or the back office, with the rules the back office's forms use. An update carries
 * only the fields it changes, so it is checked merged over the stored document, in the transaction
 * that writes it. Nothing is saved when a rule breaks.
 */
export function enforceContentRules(strapi: Core.Strapi): void {
  const middleware: DocumentMiddleware = async (context, next) => {
    const rules = Object.hasOwn(CONTENT_RULES, context.uid) ? CONTENT_RULES[context.uid] : undefined;
    if (!rules || !WRITES.has(context.action)) return next();
    const { documentId, data } = context.params as { documentId?: string; data?: StoredDocument };
    const text = WITHOUT_CONTROL_CHARACTERS.safeParse(data ?? {});
    if (!text.success) refuse(text.error);
    return strapi.db.transaction(async () => {
      const base =
        context.action === 'create'
          ? schemaDefaults(context.contentType)
          : ((await strapi.db
              .query(context.uid as UID.ContentType)
              .findOne({ where: { documentId } })) as StoredDocument | null);
      // An update of a document that does not exist saves nothing: Strapi answers that itself.
      const merged = { ...(base ?? {}), ...(data ?? {}) };
      if (base) {
        const checked = rules.safeParse(withoutNulls(merged));
        if (!checked.success) refuse(checked.error);
      }
      const closing = context.action === 'update' && closesPostingInPanel(strapi, context.uid, base, merged);
      const result = await next();
      // A posting an editor closes archives its applications, as Close in the back office does.
      if (closing && base) await archiveApplicationsOfClosedPosting(strapi, Number(base.id));
      return result;
    });
  };
  strapi.documents.use(middleware);
}
