import type { RetentionDryRun } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { companyDateTime } from '../../format/company-time';

const text = labels.privacyAdmin.nextRun;

/** The dry run: when the next retention run starts, what each rule will erase then, and the first applications by reference. */
export default function NextRetentionRun({ run }: { run: RetentionDryRun }) {
  const rules = [
    { label: text.decidedBefore(companyDateTime(run.decided_before)), count: run.applications },
    { label: text.onboardedBefore(companyDateTime(run.onboarded_before)), count: run.onboardings },
    { label: text.loggedBefore(companyDateTime(run.logged_before)), count: run.audit_entries },
  ];
  const nothing = rules.every((rule) => rule.count === 0);
  return (
    <Box data-testid="next-retention-run">
      <Typography>{text.startsAt(companyDateTime(run.next_run_at))}</Typography>
      <List dense disablePadding>
        {rules.map((rule) => (
          <ListItem key={rule.label} disableGutters>
            <ListItemText primary={rule.label} secondary={text.count(rule.count)} />
          </ListItem>
        ))}
      </List>
      {nothing ? (
        <Typography color="text.secondary">{text.nothingDue}</Typography>
      ) : (
        run.application_references.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {text.listed(run.application_references.length, run.applications)}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
              {run.application_references.join(' ')}
            </Typography>
          </>
        )
      )}
    </Box>
  );
}
