import './zod-without-eval';
import { createRoot, type Root } from 'react-dom/client';
import ApplyDialog from './ApplyDialog';
import type { ApplyJob } from './ApplyForm';
import { type ApplyTexts, ApplyTextsContext } from './apply-texts';

let root: Root | null = null;

/** Opens the modal for a job; each language's entry (english-apply-modal.ts, arabic-…) gives its texts. */
export type ModalOpener = (job: ApplyJob, tokenRequest: Promise<Response>, trigger: HTMLElement) => void;

/**
 * Loaded only when Apply is pressed (a dynamic import from the job page): React and the form cost
 * the visitor nothing until then.
 */
export function openApplyModal(
  job: ApplyJob,
  tokenRequest: Promise<Response>,
  trigger: HTMLElement,
  texts: ApplyTexts,
): void {
  let host = document.getElementById('apply-modal-root');
  if (!host) {
    host = document.createElement('div');
    host.id = 'apply-modal-root';
    document.body.append(host);
  }
  root ??= createRoot(host);
  const close = () => {
    root?.render(null);
    trigger.focus();
  };
  // A new key each time: reopening starts a fresh form with a fresh token.
  root.render(
    <ApplyTextsContext value={texts}>
      <ApplyDialog key={Date.now()} job={job} tokenRequest={tokenRequest} onClose={close} />
    </ApplyTextsContext>,
  );
}
