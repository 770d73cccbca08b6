import { labels, messages } from '@careers/shared/client';
import { Box, CircularProgress, Typography } from '@mui/material';
import { cvViewUrl } from '../../../providers/application-calls';
import { useInlineCv } from './applicationCalls';
import type { CvFormat } from './types';

interface Props {
  id: string;
  name: string;
  hasCv: boolean;
  format?: CvFormat | null;
}

/** The CV inline: a PDF in the browser's own viewer, a DOC/DOCX as its extracted text. */
export default function CvTab({ id, name, hasCv, format }: Props) {
  const cv = useInlineCv(id, format, hasCv);
  if (!hasCv) return <Typography>{messages.applicationDialog.noCv}</Typography>;
  if (cv.isPending) return <CircularProgress aria-label={labels.applicationDialog.tabs.cv} />;
  if (cv.isError)
    return <Typography role="alert">{cv.error.message || messages.applications.cvDownloadError}</Typography>;
  if (cv.data.kind === 'text') {
    return cv.data.text.trim() ? (
      <Box component="pre" data-testid="cv-text" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
        {cv.data.text}
      </Box>
    ) : (
      <Typography>{messages.applicationDialog.noCvText}</Typography>
    );
  }
  return (
    <Box
      component="iframe"
      src={cvViewUrl(id)}
      title={labels.applicationDialog.cvFrameTitle(name)}
      sx={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}
