/**
 * Names the specs give to navigation, tabs, tiles, columns and buttons, verbatim, one file an area.
 * Messages (errors, confirmations, results) are in messages.ts.
 */

import { applicationLabels } from './applications';
import { dashboardLabels } from './dashboard';
import { hiringLabels } from './hiring';
import { settingsLabels } from './settings';
import { accountLabels } from './sign-in';
import { siteLabels } from './site';

export { siteLabels } from './site';

export const labels = {
  ...siteLabels,
  ...accountLabels,
  ...dashboardLabels,
  ...applicationLabels,
  ...hiringLabels,
  ...settingsLabels,
} as const;
