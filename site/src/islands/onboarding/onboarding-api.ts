import { type OnboardingInvitation, onboardingInvitationSchema } from '@careers/shared/onboarding';
import { refusalText } from '../refusal-text';
import type { OnboardingTexts } from './onboarding-texts';

// The page's two calls to the CMS on this origin. The link's secret goes in the path, as in the page's own address.

const formPath = (token: string) => `/api/onboarding/${encodeURIComponent(token)}`;

export type LoadOutcome = { ok: true; invitation: OnboardingInvitation } | { ok: false; message: string };

interface ErrorBody {
  error?: { message?: string; details?: { errors?: { path: string[]; message: string }[] } };
}

/** What the calls say, in the page's language. */
type CallTexts = Pick<OnboardingTexts, 'messages' | 'message'>;

/** Who the link welcomes; an unknown or used link gets the server's message, anything else 'Failed to load'. */
export async function loadInvitation(token: string, { messages, message }: CallTexts): Promise<LoadOutcome> {
  try {
    const response = await fetch(formPath(token), { headers: { Accept: 'application/json' }, cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as ({ data?: unknown } & ErrorBody) | null;
    if (response.status === 404) return { ok: false, message: messages.invalidLink };
    if (response.status === 409) return { ok: false, message: messages.alreadyCompleted };
    const invitation = onboardingInvitationSchema.safeParse(body?.data);
    if (!response.ok || !invitation.success) {
      return { ok: false, message: message(refusalText(response.status, body?.error?.message, messages.loadFailed)) };
    }
    return { ok: true, invitation: invitation.data };
  } catch {
    return { ok: false, message: messages.loadFailed };
  }
}

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string>; linkClosed: boolean };

/** Sends the form with its three documents; the server's English messages come back in the page's language. */
export async function submitOnboarding(
  token: string,
  form: FormData,
  { messages, message }: CallTexts,
): Promise<SubmitOutcome> {
  try {
    const response = await fetch(formPath(token), { method: 'POST', body: form });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const fieldErrors: Record<string, string> = {};
    for (const error of body?.error?.details?.errors ?? [])
      fieldErrors[error.path.join('.')] ??= message(error.message);
    return {
      ok: false,
      message: message(refusalText(response.status, body?.error?.message, messages.submitFailed)),
      fieldErrors,
      linkClosed: response.status === 404 || response.status === 409,
    };
  } catch {
    return { ok: false, message: messages.submitFailed, fieldErrors: {}, linkClosed: false };
  }
}
