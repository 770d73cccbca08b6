import { randomUUID } from 'node:crypto';
import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { enqueueSystemEmail } from '../../platform/engine';

/** The account a notice is about, as it was before the change. */
export interface NoticedAccount {
  documentId: string;
  email: string;
  full_name: string;
}

/** Who made a change, as the notice names them: the person themself, or the admin who did it. */
export function changedBy(
  account: { documentId: string },
  actor: { documentId: string; email: string; full_name: string },
) {
  return actor.documentId === account.documentId
    ? messages.accountNotices.byYou
    : messages.accountNotices.byAdmin(actor.full_name, actor.email);
}

// Notices are sent once per change: each has a key of its own, so a second change is a second notice.
const noticeKey = (kind: string, to: string) => `account_notice:${kind}:${randomUUID()}:${to}`;

/**
 * A new e-mail address, told to both addresses: the old one learns of a takeover even when
 * the new one is the attacker's. In the change's transaction.
 */
export async function sendEmailChangedNotices(
  strapi: Core.Strapi,
  account: NoticedAccount,
  newEmail: string,
  by: string,
): Promise<void> {
  const paragraphs = messages.accountNotices.emailChangedBody(account.full_name, account.email, newEmail, by);
  for (const to of [account.email, newEmail]) {
    await enqueueSystemEmail(strapi, {
      to,
      purpose: 'account e-mail changed',
      idempotencyKey: noticeKey('email_changed', to),
      adminUserId: account.documentId,
      urgent: true,
      subject: messages.accountNotices.emailChangedSubject,
      paragraphs,
    });
  }
}

/** A new password, told to the account's address. In the change's transaction. */
export async function sendPasswordChangedNotice(
  strapi: Core.Strapi,
  account: NoticedAccount,
  by: string,
): Promise<void> {
  await enqueueSystemEmail(strapi, {
    to: account.email,
    purpose: 'account password changed',
    idempotencyKey: noticeKey('password_changed', account.email),
    adminUserId: account.documentId,
    urgent: true,
    subject: messages.accountNotices.passwordChangedSubject,
    paragraphs: messages.accountNotices.passwordChangedBody(account.full_name, account.email, by),
  });
}
