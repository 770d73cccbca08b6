import { type AdminBenefit, type BenefitForm, labels, messages } from '@careers/shared';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useGetList } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import DeleteConfirmation from '../../components/DeleteConfirmation';
import { forListers } from '../../components/list-access';
import { useContentChanges } from '../../hooks/useContentChanges';
import { useDialogRoutes, useListedAtPath } from '../../hooks/useDialogRoutes';
import BenefitCard from './BenefitCard';
import BenefitFormDialog from './BenefitFormDialog';
import BenefitStats from './BenefitStats';

const text = labels.benefitsAdmin;
const says = messages.benefitsAdmin;
/** Every benefit on one page: a company has a handful, never thousands. */
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'display_order', order: 'ASC' as const } };

interface EditProps {
  benefits: readonly AdminBenefit[];
  onClose(): void;
  onSave(benefit: AdminBenefit, form: BenefitForm): Promise<boolean>;
}

/** Edit Benefit at /benefits/:id, over the cards: the benefit the path names, once the list has it. */
function EditBenefit({ benefits, onClose, onSave }: EditProps) {
  const benefit = useListedAtPath(benefits);
  if (!benefit) return null;
  return (
    <BenefitFormDialog
      key={benefit.id}
      benefit={benefit}
      count={benefits.length}
      onClose={onClose}
      onSave={(form) => onSave(benefit, form)}
    />
  );
}

/** Benefits Management; Add and Edit are dialogs at their own paths. */
function BenefitsManagement() {
  const { data: benefits = [], isPending, refetch } = useGetList<AdminBenefit>('benefits', ALL);
  const { canAccess: editable = false } = useCanAccess({ resource: 'benefits', action: 'edit' });
  const changes = useContentChanges<AdminBenefit, BenefitForm>('benefits', says, 'setBenefitActive', refetch);
  const go = useDialogRoutes('benefits');
  const toCards = () => go('list');
  const [deleting, setDeleting] = useState<AdminBenefit | null>(null);
  const active = benefits.filter((benefit) => benefit.is_active).length;

  const addButton = (label: string) =>
    editable && (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => go('create')}>
        {label}
      </Button>
    );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={says.title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {says.title}
        </Typography>
        {addButton(text.addBenefit)}
      </Stack>
      <BenefitStats total={benefits.length} active={active} />
      {isPending ? (
        <LinearProgress />
      ) : benefits.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography component="p" variant="h6" sx={{ mb: 2 }}>
              {says.noBenefitsYet}
            </Typography>
            {addButton(says.createFirst)}
          </CardContent>
        </Card>
      ) : (
        <Grid container spacing={2}>
          {benefits.map((benefit) => (
            <Grid key={benefit.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <BenefitCard
                benefit={benefit}
                editable={editable}
                onToggle={() => void changes.toggle(benefit)}
                onEdit={() => go('edit', benefit.id)}
                onDelete={() => setDeleting(benefit)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editable && !isPending && (
        <Routes>
          <Route
            path="create"
            element={
              <BenefitFormDialog
                benefit={null}
                count={benefits.length}
                onClose={toCards}
                onSave={(form) => changes.save(null, form)}
              />
            }
          />
          <Route path=":id" element={<EditBenefit benefits={benefits} onClose={toCards} onSave={changes.save} />} />
        </Routes>
      )}
      <DeleteConfirmation
        item={deleting}
        title={says.confirmDeleteTitle}
        message={(benefit) => says.confirmDelete(benefit.title)}
        onDelete={changes.remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** Only for admins who may manage benefits: nothing of the page, not even its figures, is asked for otherwise. */
export default forListers('benefits', BenefitsManagement);
