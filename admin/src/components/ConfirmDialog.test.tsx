import { labels, messages } from '@careers/shared/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ConfirmDialog from './ConfirmDialog';

const title = messages.applications.runAiAnalysis;
const message = messages.applications.runAiAnalysisConfirm(2);

function renderConfirm(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      tone="danger"
      title={title}
      message={message}
      confirmLabel={labels.applicationsAdmin.bulk.runAiAnalysis}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with the title and message; the confirm label acts, Cancel does not', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(message);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: labels.dialogs.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: labels.applicationsAdmin.bulk.runAiAnalysis }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('while busy neither button can be pressed again', () => {
    renderConfirm(true);
    const confirm = screen.getByRole('button', { name: labels.applicationsAdmin.bulk.runAiAnalysis });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByRole('dialog', { name: title }).getAttribute('aria-busy')).toBe('true');
    expect(within(confirm).getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.dialogs.cancel })).toHaveProperty('disabled', true);
  });

  it('defaults to the shared Confirm and Cancel', () => {
    render(
      <ConfirmDialog open tone="warning" title={title} message={message} onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: labels.dialogs.confirm })).toBeTruthy();
  });
});
