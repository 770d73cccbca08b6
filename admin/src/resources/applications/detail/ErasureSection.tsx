import { messages } from '@careers/shared/client';
import { Button } from '@mui/material';
import { useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import Section from '../../../components/DetailSection';

interface Props {
  /** Erases the candidate's data at their request; resolves once the server has answered. */
  onErase: () => Promise<void>;
  busy: boolean;
}

/** A candidate's erasure request, acted on here after they wrote or called: asked once more, then done at once. */
export default function ErasureSection({ onErase, busy }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <Section title={messages.privacy.eraseOnRequest}>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking(true)}>
        {messages.privacy.eraseOnRequest}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={messages.privacy.eraseOnRequest}
        message={messages.privacy.eraseOnRequestConfirm}
        confirmLabel={messages.privacy.eraseOnRequest}
        busy={busy}
        onConfirm={() => void onErase().finally(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
