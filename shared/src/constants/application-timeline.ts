/**
 * One line of an application's timeline (GET /backoffice/applications/:id/timeline, newest first):
 * a status change, an e-mail sent, scheduled, failed or cancelled, or someone opening the CV.
 * The server builds it and the detail dialog's Timeline tab reads it.
 */
export type ApplicationTimelineEntry =
  | { kind: 'status'; at: string; from: string | null; to: string; by: string | null; reason: string | null }
  | {
      kind: 'email';
      at: string;
      template_key: string | null;
      subject: string;
      state: 'scheduled' | 'sent' | 'failed' | 'cancelled';
      reason: string | null;
    }
  | { kind: 'cv'; at: string; action: 'downloaded' | 'viewed'; by: string | null };
