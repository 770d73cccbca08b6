import type { AdminHiredEmployeePrivate, OnboardingDocument } from '@careers/shared';
import { labels } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import Section from '../../components/DetailSection';

const text = labels.hiredStaffAdmin;
// The documents by the names the new hire uploaded them under.
const form = labels.onboardingForm;

interface Props {
  documents: AdminHiredEmployeePrivate['documents'];
  busy: boolean;
  onDownload(kind: OnboardingDocument): void;
}

/** The CPR, Passport and Certificates files, each with its download (HR-grade admins only). */
export default function EmployeeDocuments({ documents, busy, onDownload }: Props) {
  return (
    <Section title={form.documents}>
      <Stack spacing={1}>
        {documents.map(({ kind, available }) => (
          <Stack key={kind} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{form[kind]}</Typography>
            {available ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={busy}
                onClick={() => onDownload(kind)}
              >
                {text.download(form[kind])}
              </Button>
            ) : (
              <Typography color="text.secondary">{text.notUploaded}</Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
