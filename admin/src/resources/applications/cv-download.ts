import { labels, messages } from '@careers/shared/client';
import type { Notice } from '../../components/NoticeDialog';
import { saveFile } from '../../components/save-file';
import { errorText } from '../../providers/api';
import type { CvArchiveScope } from '../../providers/application-calls';
import { dataProvider } from '../../providers/data-provider';

const text = messages.applications;

/**
 * Fetches a ZIP of CVs, saves it, and says how it went: 'Download Complete' with the
 * counts (a warning when some failed), or 'Download Failed'. `expected` is how many CVs should be in
 * it, used when the server does not count them itself.
 */
export async function downloadCvArchive(scope: CvArchiveScope, expected: number): Promise<Notice> {
  try {
    const archive = await dataProvider.cvArchive(scope);
    const included = archive.included ?? expected;
    const failed = archive.failed ?? Math.max(0, expected - included);
    if (included === 0) return { severity: 'error', title: text.downloadFailed, message: text.downloadFailedAll };
    saveFile(archive.blob, archive.fileName);
    return {
      severity: failed > 0 ? 'warning' : 'success',
      title: text.downloadComplete,
      message: text.downloadSummary(included, failed),
      details: [
        { label: labels.applicationsAdmin.results.success, value: included },
        { label: labels.applicationsAdmin.results.failed, value: failed },
      ],
    };
  } catch (error) {
    return {
      severity: 'error',
      title: text.downloadFailed,
      message: errorText(error, text.downloadFailedAll),
    };
  }
}

/** One applicant's CV, under the server's file name; an error is the product's sentence. */
export async function downloadOneCv(id: string): Promise<Notice | null> {
  try {
    const cv = await dataProvider.applicationCv(id);
    saveFile(cv.blob, cv.fileName);
    return null;
  } catch {
    return { severity: 'error', title: text.downloadFailed, message: text.cvDownloadError };
  }
}
