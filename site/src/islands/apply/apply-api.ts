import { refusalText } from '../refusal-text';
import type { ApplyTexts } from './apply-texts';

// The two calls of the application modal, to the CMS on this origin.

export class ConnectionLost extends Error {}

/** The signed token that proves when the form was opened; a failure is a connection problem. */
export async function readFormToken(request: Promise<Response>, texts: ApplyTexts): Promise<string> {
  const { apply: applyMessages } = texts;
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ConnectionLost(applyMessages.connectionLost);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { token?: string };
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.data?.token) {
    throw new ConnectionLost(texts.message(body?.error?.message ?? applyMessages.formUnavailable));
  }
  return body.data.token;
}

export type SubmitOutcome = { ok: true; referenceId: string } | { ok: false; message: string };

/** Sends the form with its files; XMLHttpRequest, because fetch cannot report upload progress. */
export function submitApplication(
  form: FormData,
  onProgress: (fraction: number) => void,
  texts: ApplyTexts,
): Promise<SubmitOutcome> {
  const { apply: applyMessages } = texts;
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/public/applications');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as { data?: { reference_id?: string }; error?: { message?: string } } | null;
      if (request.status === 201 && body?.data?.reference_id)
        resolve({ ok: true, referenceId: body.data.reference_id });
      else
        resolve({
          ok: false,
          message: texts.message(refusalText(request.status, body?.error?.message, applyMessages.submitFailed)),
        });
    });
    request.addEventListener('error', () => resolve({ ok: false, message: applyMessages.submitFailed }));
    request.send(form);
  });
}
