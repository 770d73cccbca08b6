import type { ReactNode } from 'react';
import { useId } from 'react';
import { Form, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import FormDialog from '../../components/FormDialog';

interface Props {
  title: string;
  defaults: Partial<RaRecord> | FieldValues;
  resolver: Resolver<FieldValues>;
  submitLabel: string;
  onClose(): void;
  onSubmit(values: FieldValues): Promise<void>;
  children: ReactNode;
}

/** The template and posting modals: a react-admin form checked by the shared schema, in a dialog. */
export default function JobFormDialog({ title, defaults, resolver, submitLabel, onClose, onSubmit, children }: Props) {
  const formId = useId();
  return (
    <FormDialog open title={title} submitLabel={submitLabel} onClose={onClose} formId={formId} wide>
      <Form id={formId} record={defaults} resolver={resolver} onSubmit={onSubmit} noValidate>
        {children}
      </Form>
    </FormDialog>
  );
}
