import type { ApplicationListItem } from '@careers/shared';
import { companyDateTime } from '../../format/company-time';

/** An application as the list answers it: the shared contract's list item. */
export type ApplicationRow = ApplicationListItem;

/** The Applied column: date and time, in Bahrain as every date of the back office. */
export const appliedAt = (row: Pick<ApplicationRow, 'created_at'>): string => companyDateTime(row.created_at);
