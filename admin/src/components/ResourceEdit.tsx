import { Edit, useResourceContext } from 'react-admin';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { pickFields } from '../providers/form-resolver';
import { resourcePageTexts } from '../providers/resource-page-texts';
import type { ResourcePage } from './resource-page';

interface Props extends ResourcePage {
  /** The fields the form may change: a record also carries server fields the schema refuses. */
  fields: readonly string[];
}

/** A resource's edit page: saved only when the server agrees (pessimistic), with the product's notices. */
export default function ResourceEdit({ fields, children }: Props) {
  const resource = useResourceContext() ?? '';
  const texts = resourcePageTexts(resource, 'edit');
  const feedback = useSaveFeedback({ ...texts, redirectTo: resource });
  return (
    <Edit
      title={texts.title}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => pickFields(data, fields)}
      mutationOptions={feedback}
    >
      {children}
    </Edit>
  );
}
