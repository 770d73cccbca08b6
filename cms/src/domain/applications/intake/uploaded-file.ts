import {
  CV_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  MEGABYTE,
  messages,
  ONBOARDING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_EXTENSIONS,
} from '@careers/shared';
import { fileTypeFromFile } from 'file-type';

/** A file as the multipart parser left it in its temporary folder. */
export interface ReceivedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
}

/** A CV, an applicant's supporting document, or one of a new hire's onboarding documents. */
export type FileRole = 'cv' | 'supporting' | 'onboarding';

const ONBOARDING_EXTENSIONS = ONBOARDING_DOCUMENT_EXTENSIONS.map((extension) => extension.slice(1));

export interface FileRules {
  maxBytes: number;
  cvExtensions: readonly string[];
}

/** What the file's bytes say it is, as the extension we store it under. */
const EXTENSION_OF_DETECTED: Record<string, string> = {
  pdf: 'pdf',
  // Word 97-2003 files are OLE compound files.
  cfb: 'doc',
  docx: 'docx',
  jpg: 'jpg',
  png: 'png',
};

/** The upload rules of the settings, never looser than the product's (10MB, the listed types). */
export function fileRules(settings: {
  file_upload_max_size: number;
  file_upload_allowed_extensions: string;
}): FileRules {
  const listed = settings.file_upload_allowed_extensions
    .split(',')
    .map((extension) => extension.trim().replace(/^\./, '').toLowerCase());
  return {
    maxBytes: Math.min(settings.file_upload_max_size * MEGABYTE, MAX_UPLOAD_BYTES),
    cvExtensions: CV_EXTENSIONS.filter((extension) => listed.includes(extension)),
  };
}

function nameExtension(name: string | null | undefined): string {
  const dot = (name ?? '').lastIndexOf('.');
  return dot < 0 ? '' : (name ?? '').slice(dot + 1).toLowerCase();
}

function typeRules(role: FileRole, rules: FileRules): { allowed: readonly string[]; wrongType: string } {
  if (role === 'cv') return { allowed: rules.cvExtensions, wrongType: messages.apply.wrongCvType };
  if (role === 'supporting') {
    return { allowed: SUPPORTING_DOCUMENT_EXTENSIONS, wrongType: messages.apply.wrongSupportingType };
  }
  return { allowed: ONBOARDING_EXTENSIONS, wrongType: messages.onboarding.wrongDocumentType };
}

/** A name's extension as the kind its bytes would be detected as (.jpeg is a JPEG like .jpg). */
const sameKind = (extension: string): string => (extension === 'jpeg' ? 'jpg' : extension);

export type FileCheck = { ok: true; extension: string } | { ok: false; message: string };

/**
 * Size, then the name's type, then the bytes: a file is what its content says, whatever its name
 * or Content-Type claims. The stored extension comes from the content.
 */
export async function checkReceivedFile(file: ReceivedFile, role: FileRole, rules: FileRules): Promise<FileCheck> {
  if (file.size > rules.maxBytes) return { ok: false, message: messages.apply.fileTooLarge };
  const { allowed, wrongType } = typeRules(role, rules);
  if (!allowed.includes(nameExtension(file.originalFilename))) {
    return { ok: false, message: wrongType };
  }
  const detected = await fileTypeFromFile(file.filepath);
  const extension = detected ? EXTENSION_OF_DETECTED[detected.ext] : undefined;
  if (!extension || !allowed.includes(extension)) return { ok: false, message: wrongType };
  // A new hire's ID and bank documents must also be what their names say: a PDF named as a photo is
  // a wrong file chosen or a disguise, either way not what HR asked for.
  if (role === 'onboarding' && sameKind(nameExtension(file.originalFilename)) !== extension) {
    return { ok: false, message: wrongType };
  }
  return { ok: true, extension };
}
