import { labels } from '@careers/shared/client';
import type { DataProvider, RaRecord } from 'react-admin';

/** A jobs action as the cards ask for it: the page runs it, then says `success` and reads its lists again. */
export interface JobAction {
  title: string;
  /** The product's confirmation text, used verbatim. */
  message: string;
  tone: 'warning' | 'danger';
  success: string;
  run(): Promise<unknown>;
}

/** Deleting a template or a posting, asked with the product's text. */
export const deletion = (
  dataProvider: DataProvider,
  resource: 'job-templates' | 'job-postings',
  record: RaRecord,
  wording: { message: string; success: string },
): JobAction => ({
  title: labels.jobsAdmin.delete,
  tone: 'danger',
  ...wording,
  run: () => dataProvider.delete(resource, { id: record.id, previousData: record }),
});
