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
