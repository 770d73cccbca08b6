import type { EmailTemplatePreview } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Alert, Box, Skeleton, Typography } from '@mui/material';

const text = labels.emailTemplatesAdmin;

/**
 * The rendered e-mail in a frame with every sandbox restriction (sandbox=""): no script, no forms,
 * no access to the back office, whatever HTML the template holds.
 */
export default function TemplatePreview({ preview }: { preview: EmailTemplatePreview | null }) {
  return (
    <Box component="section" aria-label={text.preview} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle1">
        {text.preview}
      </Typography>
      {preview ? (
        <>
          <Typography variant="body2" data-testid="preview-subject">
            {text.previewSubject(preview.subject)}
          </Typography>
          {preview.missing.length > 0 && (
            <Alert severity="warning">{text.previewMissing(preview.missing.join(', '))}</Alert>
          )}
          <Box
            component="iframe"
            title={text.previewFrame}
            sandbox=""
            srcDoc={preview.html}
            sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </>
      ) : (
        <Skeleton variant="rectangular" height={420} />
      )}
    </Box>
  );
}
