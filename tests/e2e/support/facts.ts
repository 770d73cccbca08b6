// A value of the back office's label/value lists (<dl>: each <dt> and its <dd> in one <div>), read by
// its label exactly, so a check of one field cannot pass on digits of another.
import type { Locator } from '@playwright/test';

export function factValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}
