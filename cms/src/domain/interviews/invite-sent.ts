import { registerSentListener } from '../../platform/engine';

export const INTERVIEW_INVITATION_TEMPLATE = 'interview_invitation';

/**
 * calendar_invite_sent turns true once the candidate's invitation, which carries
 * the calendar event, has been accepted by the mail server. The engine only reports the send.
 */
export function recordSentInterviewInvites(): void {
  registerSentListener(INTERVIEW_INVITATION_TEMPLATE, async (message, strapi) => {
    if (!message.applicationId) return;
    const interviews = strapi.db.query('api::interview-schedule.interview-schedule');
    const waiting = await interviews.findMany({
      where: { application: { documentId: message.applicationId }, status: 'scheduled', calendar_invite_sent: false },
      select: ['id'],
    });
    if (waiting.length === 0) return;
    await interviews.updateMany({
      where: { id: { $in: waiting.map((row) => row.id) } },
      data: { calendar_invite_sent: true },
    });
  });
}
