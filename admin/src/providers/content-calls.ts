// The site content's calls beyond the simple-rest contract: benefits' and page sections' switches and
// order, and e-mail templates' preview and test send.
import type {
  AdminBenefit,
  AdminPageSection,
  EmailTemplateDraft,
  EmailTemplatePreview,
  EmailTemplateTestResult,
  SectionMove,
} from '@careers/shared';
import { api } from './api';

export const contentCalls = {
  /** Activate / Deactivate of a benefit or a page section. */
  setBenefitActive: (id: string, isActive: boolean) =>
    api<AdminBenefit>(`/backoffice/benefits/${id}/active`, { body: { is_active: isActive } }),
  setSectionActive: (id: string, isActive: boolean) =>
    api<AdminPageSection>(`/backoffice/page-sections/${id}/active`, { body: { is_active: isActive } }),
  /** One section one place up or down on its page. */
  moveSection: (id: string, direction: SectionMove) =>
    api<AdminPageSection>(`/backoffice/page-sections/${id}/move`, { body: { direction } }),
  /** An e-mail template (or the editor's draft of it) rendered by the server with sample values. */
  previewEmailTemplate: (id: string, draft: EmailTemplateDraft) =>
    api<EmailTemplatePreview>(`/backoffice/email-templates/${id}/preview`, { body: draft }),
  sendTestEmail: (id: string, to: string, draft: EmailTemplateDraft) =>
    api<EmailTemplateTestResult>(`/backoffice/email-templates/${id}/test`, { body: { to, ...draft } }),
};
