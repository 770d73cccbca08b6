import { messages } from '@careers/shared/client';
import { type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorText } from '../../providers/api';

/** Saves a template or posting modal: create, or update of the record being edited; then the notice. */
export function useJobSave(resource: 'job-templates' | 'job-postings', editing: RaRecord | null, onSaved: () => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const success = resource === 'job-templates' ? messages.jobsAdmin.templateSaved : messages.jobsAdmin.postingSaved;
  return async (values: FieldValues) => {
    try {
      if (editing) await dataProvider.update(resource, { id: editing.id, data: values, previousData: editing });
      else await dataProvider.create(resource, { data: values });
      notify(success, { type: 'success' });
      refresh();
      onSaved();
    } catch (error) {
      notify(errorText(error, messages.jobsAdmin.actionFailed), { type: 'error' });
    }
  };
}
