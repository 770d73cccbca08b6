import type { Core } from '@strapi/strapi';

export interface GuardedMessage {
  id: number;
  templateKey: string | null;
  applicationId: string | null;
  recipient: string;
}

/** Says why a message must not go out any more, or null to send it. */
export type SendGuard = (message: GuardedMessage, strapi: Core.Strapi) => Promise<string | null>;

const guards = new Map<string, SendGuard>();

/** A feature states, per template, what must still hold at the moment of sending. */
export function registerSendGuard(templateKey: string, guard: SendGuard): void {
  guards.set(templateKey, guard);
}

export async function reasonNotToSend(message: GuardedMessage, strapi: Core.Strapi): Promise<string | null> {
  const guard = message.templateKey ? guards.get(message.templateKey) : undefined;
  return guard ? guard(message, strapi) : null;
}

/** Told once a message of its template has been accepted by the mail server. */
export type SentListener = (message: GuardedMessage, strapi: Core.Strapi) => Promise<void>;

const sentListeners = new Map<string, SentListener>();

/** A feature records, per template, what follows from a message having gone (e.g. an invite sent). */
export function registerSentListener(templateKey: string, listener: SentListener): void {
  sentListeners.set(templateKey, listener);
}

export async function reportSent(message: GuardedMessage, strapi: Core.Strapi): Promise<void> {
  const listener = message.templateKey ? sentListeners.get(message.templateKey) : undefined;
  if (listener) await listener(message, strapi);
}
