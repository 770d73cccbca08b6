/** The file types a CV is stored as (intake names the file by its detected content). */
export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvExtension = keyof typeof CV_CONTENT_TYPES;

/** The stored key's extension when it is a CV type; anything else is served as plain bytes. */
export function cvExtensionOf(key: string): CvExtension | null {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(CV_CONTENT_TYPES, extension) ? (extension as CvExtension) : null;
}

// Characters no file name may hold on any system, and controls: a candidate's name can't make a path.
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;

/** A person's name (or any text) as part of a saved file's name: spaces as underscores, nothing unsafe. */
export const fileNamePart = (text: string) => text.replace(UNSAFE_IN_NAME, '').trim().replace(/\s+/g, '_');

/** `{reference_id}_{full_name with spaces as underscores}_CV.{ext}`, so a saved CV names its candidate. */
export function cvDownloadName(owner: { reference_id: string; full_name: string }, extension: string): string {
  const part = fileNamePart;
  return `${part(owner.reference_id)}_${part(owner.full_name)}_CV.${extension}`;
}

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const UNFOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
};

/**
 * A file name in printable ASCII, for the `filename` of browsers that read no other: accents folded
 * to their letters ("Zoë Müller" → "Zoe_Muller"), what cannot be folded (Arabic letters) left out,
 * with the underscores it stood between joined ("GH-1_مريم_CV.pdf" → "GH-1_CV.pdf").
 */
export function asciiFileName(name: string): string {
  const folded = name
    .replace(/[ßÆæØøŒœŁłĐđÞþ]/g, (letter) => UNFOLDED[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '');
  const joined = folded
    .replace(/_{2,}/g, '_')
    .replace(/^_+/, '')
    .replace(/_+(?=\.[^.]*$)/, '');
  return joined === '' || joined.startsWith('.') ? `download${joined}` : joined;
}

/**
 * Content-Disposition with the name for every browser: an ASCII fallback in `filename`, the real
 * name (Arabic letters too) in RFC 5987's `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}

/** Unique names inside one ZIP: a second "X_CV.pdf" becomes "X_CV (2).pdf". */
export function uniqueNames(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${name.slice(0, dot)} (${copy})${name.slice(dot)}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
