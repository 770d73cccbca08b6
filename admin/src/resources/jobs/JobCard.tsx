import { JOB_TYPE_LABELS, type JobType, labels } from '@careers/shared/client';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { deletion, type JobAction } from './job-actions';

interface Props {
  resource: 'job-templates' | 'job-postings';
  /** The template or posting; its title names the card. */
  job: RaRecord & { title: string; department: string; location: string; type: JobType };
  heading: ReactNode;
  badges: ReactNode;
  /** What follows department, location and type on the first line. */
  facts: string[];
  more?: ReactNode;
  /** Shown to everyone who sees the card. */
  views: ReactNode;
  /** The changes, between Edit and Delete, shown only to admins who may change jobs. */
  changes?: ReactNode;
  canChange: boolean;
  onEdit(): void;
  /** The product's confirmation and the notice of deleting it. */
  deleteWording: { message: string; success: string };
  ask(action: JobAction): void;
  children?: ReactNode;
}

/** The card of a template or a posting: title and badges, the job in one line, then its actions. */
export default function JobCard(props: Props) {
  const { resource, job, heading, badges, facts, more, views, changes, canChange, onEdit, children } = props;
  const dataProvider = useDataProvider();
  const onDelete = () => props.ask(deletion(dataProvider, resource, job, props.deleteWording));
  return (
    <Card variant="outlined" component="article" aria-label={job.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6">
            {heading}
          </Typography>
          {badges}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[job.department, job.location, JOB_TYPE_LABELS[job.type], ...facts].join(' · ')}
        </Typography>
        {more}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {views}
        {canChange && (
          <>
            <Button size="small" onClick={onEdit}>
              {labels.jobsAdmin.edit}
            </Button>
            {changes}
            <Button size="small" color="error" onClick={onDelete}>
              {labels.jobsAdmin.delete}
            </Button>
          </>
        )}
      </CardActions>
      {children}
    </Card>
  );
}
