import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import ApplyForm, { type ApplyJob } from './ApplyForm';
import { ConnectionLost, readFormToken } from './apply-api';
import { useApplyTexts } from './apply-texts';
import ConnectionError from './ConnectionError';

type Phase =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | { name: 'form'; token: string; openedAt: number }
  | { name: 'submitted'; referenceId: string };

interface Props {
  job: ApplyJob;
  /** The form-token request the page started when Apply was pressed. */
  tokenRequest: Promise<Response>;
  onClose(): void;
}

/**
 * The application modal: asks the server for a form token, then shows the form, then the reference
 * ID. Headless UI's dialog traps focus, closes on Escape and gives focus back on close.
 */
export default function ApplyDialog({ job, tokenRequest, onClose }: Props) {
  const texts = useApplyTexts();
  const { apply: applyMessages, jobs: jobsMessages } = texts;
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });

  useEffect(() => {
    let current = true;
    readFormToken(tokenRequest, texts)
      .then((token) => current && setPhase({ name: 'form', token, openedAt: Date.now() }))
      .catch((error: unknown) => {
        const message = error instanceof ConnectionLost ? error.message : texts.apply.formUnavailable;
        if (current) setPhase({ name: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [tokenRequest, texts]);

  return (
    <Dialog open onClose={onClose} className="apply-dialog">
      <div className="apply-backdrop" aria-hidden="true" />
      <div className="apply-frame">
        <DialogPanel className="apply-panel">
          <div className="apply-header">
            <DialogTitle as="h2">
              {jobsMessages.applyForThisPosition}
              <span className="muted apply-job" lang={job.titleLang}>
                {job.title}
              </span>
            </DialogTitle>
            <button type="button" className="link-button" onClick={onClose} aria-label={texts.form.close}>
              ✕
            </button>
          </div>
          {phase.name === 'loading' && (
            <p role="status" className="muted">
              {applyMessages.formLoading}
            </p>
          )}
          {phase.name === 'failed' && <ConnectionError message={phase.message} texts={texts.common} />}
          {phase.name === 'form' && (
            <ApplyForm
              job={job}
              formToken={phase.token}
              openedAt={phase.openedAt}
              onSubmitted={(referenceId) => setPhase({ name: 'submitted', referenceId })}
            />
          )}
          {phase.name === 'submitted' && (
            <div className="apply-success" role="status">
              <h3>{applyMessages.submitted}</h3>
              <p>{applyMessages.submittedHint}</p>
              <p>
                {applyMessages.yourReference}: <strong data-reference-id>{phase.referenceId}</strong>
              </p>
              <button type="button" className="button primary" onClick={onClose}>
                {texts.form.close}
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
