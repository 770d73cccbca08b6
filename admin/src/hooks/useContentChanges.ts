import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../providers/data-provider';
import { useSaveFeedback } from './useSaveFeedback';

/** The notices of one kind of public content (messages.benefitsAdmin, messages.sectionsAdmin). */
interface ContentTexts {
  saved: string;
  deleted: string;
  activated: string;
  deactivated: string;
  saveFailed: string;
  deleteFailed: string;
  statusFailed: string;
}

interface ContentRow {
  id: string;
  is_active: boolean;
}

/**
 * Save, Activate / Deactivate and Delete of benefits or page sections, each one call with its
 * notice; `changed` reloads the list after it, unawaited. Each resolves to whether it was saved, so a dialog
 * stays open with what was typed when it was not.
 */
export function useContentChanges<Row extends ContentRow, Form extends object>(
  resource: 'benefits' | 'page-sections',
  texts: ContentTexts,
  setActive: 'setBenefitActive' | 'setSectionActive',
  changed: () => Promise<unknown>,
) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const saved = useSaveFeedback({ success: texts.saved, failure: texts.saveFailed, failureShows: 'message' });
  const deleted = useSaveFeedback({ success: texts.deleted, failure: texts.deleteFailed, failureShows: 'message' });
  const toggled = useSaveFeedback<boolean>({
    success: (active) => (active ? texts.activated : texts.deactivated),
    failure: texts.statusFailed,
    failureShows: 'message',
  });
  const attempt = async <Result>(work: () => Promise<Result>, feedback: ReturnType<typeof useSaveFeedback<Result>>) => {
    let result: Result;
    try {
      result = await work();
    } catch (error) {
      feedback.onError(error);
      return false;
    }
    // Saved is saved: the dialog closes now, and a reload that fails (or retries) after it must not
    // keep the write open, where a resubmit would duplicate it. The list shows its own loading state.
    feedback.onSuccess(result);
    void changed().catch(() => undefined);
    return true;
  };
  return {
    save: (row: Row | null, data: Form) =>
      attempt(
        () =>
          row
            ? dataProvider.update(resource, { id: row.id, data, previousData: row })
            : dataProvider.create(resource, { data }),
        saved,
      ),
    toggle: (row: Row) =>
      attempt(async () => {
        await dataProvider[setActive](row.id, !row.is_active);
        return !row.is_active;
      }, toggled),
    remove: (row: Row) => attempt(() => dataProvider.delete(resource, { id: row.id, previousData: row }), deleted),
  };
}
