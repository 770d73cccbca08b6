import { labels } from '@careers/shared/client';
import type { Notice } from '../../../components/NoticeDialog';

const keys = labels.applicationDialog.keys;

/** What `?` shows, in the shared notice dialog: the triage keys of the detail dialog. */
export const TRIAGE_KEYS_NOTICE: Notice = {
  severity: 'info',
  title: labels.applicationDialog.keyboardShortcuts,
  message: keys.intro,
  details: [
    { label: 'j', value: keys.next },
    { label: 'k', value: keys.previous },
    { label: 's', value: keys.shortlist },
    { label: 'r', value: keys.reject },
    { label: 'o', value: keys.openCv },
    { label: '?', value: keys.help },
  ],
};
