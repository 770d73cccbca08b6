/** The encodings we send, best first: brotli is smaller than gzip for the same text. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file suffix of each encoding's precompressed copy (the one nginx's brotli_static/gzip_static read). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to answer with for an Accept-Encoding header, or null for the plain bytes. Follows
 * RFC 9110 section 12.5.3: a missing q means 1, `q=0` refuses a coding (also through `*;q=0`),
 * `*` stands for the codings not named; between equal weights brotli wins.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Text worth compressing; images, fonts and archives are compressed already. */
export function isCompressibleType(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i.test(
    contentType,
  );
}
