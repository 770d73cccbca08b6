import { labels, messages } from '@careers/shared/client';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
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
  return <PdfFrame pdf={cv.data.pdf} title={labels.applicationDialog.cvFrameTitle(name)} />;
}

/** The PDF from its one audited read, in the browser's viewer; the blob's address lives while it shows. */
function PdfFrame({ pdf, title }: { pdf: Blob; title: string }) {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(pdf);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [pdf]);
  if (!address) return null;
  return <Box component="iframe" src={address} title={title} sx={{ width: '100%', height: '70vh', border: 0 }} />;
}
