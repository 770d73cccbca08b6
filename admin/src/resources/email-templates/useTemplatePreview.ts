import type { CandidateLocale, EmailTemplatePreview } from '@careers/shared';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/data-provider';

/** How long the writer pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The server's rendering of the draft, asked again once typing pauses; an answer to an older draft
 * never replaces a newer one.
 */
export function useTemplatePreview(
  id: string,
  subject: string,
  body: string,
  language: CandidateLocale,
): EmailTemplatePreview | null {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [preview, setPreview] = useState<EmailTemplatePreview | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .previewEmailTemplate(id, { subject, body, language })
        .then((answer) => {
          if (current) setPreview(answer);
        })
        // The last good preview stays; a failed one is only logged, as every failed read is.
        .catch((error: unknown) => console.error(error));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, id, subject, body, language]);
  return preview;
}
