import { Create, SimpleForm, useResourceContext } from 'react-admin';
import type { z } from 'zod';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { formResolver } from '../providers/form-resolver';
import { resourcePageTexts } from '../providers/resource-page-texts';
import type { ResourcePage } from './resource-page';

interface Props extends ResourcePage {
  /** The shared schema the server checks the new record with: the form shows the same messages. */
  schema: z.ZodObject;
}

/** A resource's create page: one form checked by the shared schema, the product's notices, back to the list. */
export default function ResourceCreate({ schema, children }: Props) {
  const resource = useResourceContext() ?? '';
  const texts = resourcePageTexts(resource, 'create');
  const feedback = useSaveFeedback({ ...texts, redirectTo: resource });
  return (
    <Create title={texts.title} mutationOptions={feedback}>
      <SimpleForm resolver={formResolver(schema)}>{children}</SimpleForm>
    </Create>
  );
}
