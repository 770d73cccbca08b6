import type { Notice } from '../../../components/NoticeDialog';
import { errorText } from '../../../providers/api';

/** What a footer dialog's action answered: whether its e-mail is on its way, and the server's words. */
export interface ActionAnswer {
  emailSent: boolean;
  /** The product's success text, shown when the e-mail is on its way. */
  success: string;
  /** The server's message, shown when the change stands but its e-mail cannot go. */
  message: string;
}

/**
 * The notice a footer dialog (Schedule Interview, Hire Candidate) ends with, and whether it is done:
 * a refusal (already done, a date in the past) says why and keeps the dialog open; anything else that
 * fails is the product's failure text.
 */
export async function outcomeNotice(
  title: string,
  failure: string,
  action: () => Promise<ActionAnswer>,
): Promise<{ notice: Notice; done: boolean }> {
  try {
    const answer = await action();
    return {
      done: true,
      notice: answer.emailSent
        ? { severity: 'success', title, message: answer.success }
        : { severity: 'warning', title, message: answer.message },
    };
  } catch (error) {
    return { done: false, notice: { severity: 'error', title, message: errorText(error, failure) } };
  }
}
