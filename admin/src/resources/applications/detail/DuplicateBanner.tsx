import { labels, messages } from '@careers/shared/client';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { companyDate } from '../../../format/company-time';
import { usePreviousApplications } from './applicationCalls';
import StatusBadge from './StatusBadge';

const text = labels.applicationDialog;

/** 'Duplicate Candidate - Applied N time(s) before', with View/Hide for the earlier applications. */
export default function DuplicateBanner({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const previous = usePreviousApplications(id, true);
  const rows = previous.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? labels.applicationDetail.hide : labels.applicationDetail.view}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{messages.applications.duplicateBanner(rows.length)}</Typography>
      {open && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {messages.applications.previousApplications}
          </Typography>
          <List dense disablePadding>
            {rows.map((row) => (
              <ListItem key={row.id} disableGutters>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                      <span>{row.job_title ?? messages.applications.unknownPosition}</span>
                      <StatusBadge status={row.status} />
                    </Stack>
                  }
                  secondary={[
                    `${text.appliedDate}: ${companyDate(row.applied_at)}`,
                    row.interview_score === null
                      ? null
                      : `${text.interviewScore}: ${text.outOfTen(row.interview_score)}`,
                    row.interview_feedback ? `${text.feedback}: ${row.interview_feedback}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
