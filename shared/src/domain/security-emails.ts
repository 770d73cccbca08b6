import { SECURITY_EMAIL_TEMPLATES, type SecurityEmailTemplateKey } from '../constants/email';
import { PERMISSION_KEYS, type Permissions } from '../constants/roles';
import { emailTemplatesMessages } from '../messages';
import { loadsOutsideContent, secretPlacedSafely } from './security-email-body';
import { placeholdersIn } from './template-variables';

export function isSecurityEmailTemplate(key: unknown): key is SecurityEmailTemplateKey {
  return typeof key === 'string' && Object.hasOwn(SECURITY_EMAIL_TEMPLATES, key);
}

/**
 * Why a security e-mail template in this state would stop sign-in, password reset or onboarding, or
 * could send its secret elsewhere; undefined when it is fine (any other template is always fine).
 */
export function securityTemplateProblem(template: {
  template_key?: unknown;
  body?: unknown;
  is_active?: unknown;
}): string | undefined {
  if (!isSecurityEmailTemplate(template.template_key)) return undefined;
  const { name, variable, secret } = SECURITY_EMAIL_TEMPLATES[template.template_key];
  if (template.is_active !== true) return emailTemplatesMessages.securityTemplateActive(name);
  if (typeof template.body !== 'string' || !placeholdersIn(template.body).includes(variable)) {
    return emailTemplatesMessages.securityTemplateVariable(name, variable);
  }
  if (loadsOutsideContent(template.body)) return emailTemplatesMessages.securityTemplateOutsideContent(name);
  if (!secretPlacedSafely(template.body, variable, secret)) {
    return emailTemplatesMessages.securityTemplateSecretPlacement(name, variable, secret);
  }
  return undefined;
}

/**
 * Why this admin may not change or test the template, or undefined when they may. A security e-mail
 * carries sign-in codes and reset links: whoever edits it could send another admin's link to
 * themselves, so only an admin who already holds every permission may touch it.
 */
export function securityTemplateRefusal(templateKey: unknown, permissions: Partial<Permissions>): string | undefined {
  if (!isSecurityEmailTemplate(templateKey)) return undefined;
  if (PERMISSION_KEYS.every((flag) => permissions[flag] === true)) return undefined;
  return emailTemplatesMessages.securityTemplateFullAccessOnly(SECURITY_EMAIL_TEMPLATES[templateKey].name);
}
