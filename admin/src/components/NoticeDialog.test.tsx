import { labels, messages } from '@careers/shared/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import NoticeDialog from './NoticeDialog';

const results = labels.applicationsAdmin.results;

describe('NoticeDialog', () => {
  it('shows the title, message and counts, and OK closes it', async () => {
    const onClose = vi.fn();
    render(
      <NoticeDialog
        notice={{
          severity: 'success',
          title: messages.applications.rejectionEmailsSent,
          message: messages.applications.downloadSummary(3, 1),
          details: [
            { label: results.success, value: 3 },
            { label: results.failed, value: 1 },
          ],
        }}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: messages.applications.rejectionEmailsSent });
    expect(within(dialog).getByText(messages.applications.downloadSummary(3, 1))).toBeTruthy();
    expect(within(dialog).getByText(`${results.success}:`).nextSibling?.textContent).toBe('3');
    expect(within(dialog).getByText(`${results.failed}:`).nextSibling?.textContent).toBe('1');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: labels.dialogs.ok }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('an error notice is announced as an alert', () => {
    render(
      <NoticeDialog
        notice={{ severity: 'error', title: messages.applications.downloadFailed, message: 'disk full' }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('disk full');
  });

  it('stays closed without a notice', () => {
    render(<NoticeDialog notice={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
