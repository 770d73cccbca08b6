/**
 * Asks for the form token. Started by the job page at the press of Apply, in parallel with the
 * download of the modal's code, so the form is ready sooner.
 */
export function requestFormToken(jobId: string): Promise<Response> {
  return fetch(`/api/public/jobs/${encodeURIComponent(jobId)}/form-token`, { method: 'POST' });
}
