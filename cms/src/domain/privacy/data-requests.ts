import type { DataRequestChannel, DataRequestKind, DataRequestOutcome } from '@careers/shared';
import type { Core } from '@strapi/strapi';

const REQUEST = 'api::data-request.data-request';

export interface DataRequestInput {
  kind: DataRequestKind;
  channel: DataRequestChannel;
  receivedAt: Date;
  /** The admin who handled it; none when the candidate acted on their own page. */
  handledBy?: string;
  outcome: DataRequestOutcome;
  applicationReferences: readonly string[];
}

/** Adds a request to the Privacy register, in the caller's transaction (with a document id, as the register names it). */
export async function recordDataRequest(strapi: Core.Strapi, request: DataRequestInput): Promise<void> {
  await strapi.documents(REQUEST).create({
    data: {
      kind: request.kind,
      channel: request.channel,
      received_at: request.receivedAt.toISOString(),
      ...(request.handledBy ? { handled_by_email: request.handledBy } : {}),
      outcome: request.outcome,
      application_references: [...request.applicationReferences],
    },
  });
}
