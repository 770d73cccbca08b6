import type { AdminHiredEmployeeDetail, OnboardingDocument } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCanAccess, useDataProvider } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { saveFile } from '../../components/save-file';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import EmployeeDetails from './EmployeeDetails';
import EmployeeDocuments from './EmployeeDocuments';
import { HiredChip, OnboardingChip } from './HiredChips';
import NewOnboardingLinkButton from './NewOnboardingLinkButton';

const text = labels.hiredStaffAdmin;

/**
 * One hired employee over the list, at /hired-staff/:id: every onboarding field, grouped. The CPR
 * number, IBAN and documents are asked for only by admins the shared rule lets see them
 * (HIRED_STAFF_PRIVATE_DATA); the server refuses everyone else anyway.
 */
export default function HiredEmployeeDialog({ onClosed }: { onClosed?: () => void }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Its own query, not useGetOne: react-admin seeds getOne with the list's row, which lacks the detail.
  const employee = useQuery({
    queryKey: ['hired-staff', id, 'detail'],
    queryFn: async () => (await dataProvider.getOne<AdminHiredEmployeeDetail>('hired-staff', { id })).data,
    retry: false,
  });
  const access = useCanAccess({ resource: 'hired-staff.private-data', action: 'show' });
  const seesPrivate = access.canAccess === true;
  const privateData = useQuery({
    queryKey: ['hired-staff', id, 'private'],
    queryFn: () => dataProvider.employeePrivateData(id),
    enabled: seesPrivate && id !== '',
    // Bank data is read once each time the dialog opens (each read is audited server-side), and not
    // kept: never again while it is open, on focus or reconnect.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    navigate({ pathname: '/hired-staff', search: location.search });
    onClosed?.();
  };
  const downloadDocument = async (kind: OnboardingDocument) => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await dataProvider.employeeDocument(id, kind);
      saveFile(file.blob, file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const data = employee.data;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      {data === undefined ? (
        <DialogContent>
          <Typography id={titleId} component="h2" sx={{ position: 'absolute', left: -10000 }}>
            {labels.adminNav.hiredStaff}
          </Typography>
          {employee.isError ? (
            <Typography role="alert">{messages.hiredStaff.notFound}</Typography>
          ) : (
            <CircularProgress aria-label={labels.adminNav.hiredStaff} />
          )}
        </DialogContent>
      ) : (
        <>
          <Box sx={{ px: 3, pt: 3, pb: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                  {data.full_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {data.job_title ?? messages.common.notAvailable}
                </Typography>
              </Stack>
              <OnboardingChip completed={data.onboarding_completed} />
              <HiredChip />
            </Stack>
          </Box>
          <DialogContent dividers>
            <EmployeeDetails employee={data} privateData={privateData.data} />
            {seesPrivate && privateData.data && (
              <EmployeeDocuments
                documents={privateData.data.documents}
                busy={busy}
                onDownload={(kind) => void downloadDocument(kind)}
              />
            )}
            {/* Nothing about the private data until the admin's access is known. */}
            {seesPrivate && privateData.isPending && (
              <CircularProgress size={24} aria-label={text.loadingPrivateData} />
            )}
            {seesPrivate && privateData.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {messages.hiredStaff.privateDataFailed}
              </Alert>
            )}
            {!access.isPending && !seesPrivate && (
              <Alert severity="info">{messages.hiredStaff.privateDataRestricted}</Alert>
            )}
            {failed && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {messages.hiredStaff.documentDownloadFailed}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            {!data.onboarding_completed && (
              <NewOnboardingLinkButton employeeId={id} email={data.email} onSent={() => void employee.refetch()} />
            )}
            <Button onClick={close}>{text.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
