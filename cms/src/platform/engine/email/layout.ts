import { type CandidateLocale, directionOf, escapeMarkup as escapeHtml, siteTextsIn } from '@careers/shared';

export interface LayoutContext {
  companyName: string;
  websiteUrl: string;
  /** A notice shown above the message, e.g. for test sends. */
  banner?: string;
  /** The message's language: an Arabic one is laid out right to left (English unless given). */
  locale?: CandidateLocale;
}

const GOLD = '#d4af37';
const INK = '#0a0a0a';
const CARD = '#141414';

/**
 * The branded black-and-gold frame of every e-mail: tables and inline styles, which Outlook, Gmail
 * and Apple Mail all render; a 600 px card that shrinks on phones.
 */
export function brandedLayout(context: LayoutContext & { title: string; bodyHtml: string }): string {
  const locale = context.locale ?? 'en';
  const dir = directionOf(locale);
  // Mail clients ignore stylesheets' logical properties: the text's side is set on each cell.
  const align = dir === 'rtl' ? 'right' : 'left';
  const company = escapeHtml(context.companyName);
  const website = escapeHtml(context.websiteUrl);
  const banner = context.banner
    ? `<tr><td style="padding:12px 32px;background:${GOLD};color:${INK};font-family:Arial,Helvetica,sans-serif;font-size:13px;font-weight:bold;">${escapeHtml(context.banner)}</td></tr>`
    : '';
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>${escapeHtml(context.title)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background:${INK};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${INK};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${CARD};border:1px solid #2a2a2a;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${GOLD};font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:bold;color:${GOLD};">${company}</td></tr>
${banner}
<tr><td dir="${dir}" align="${align}" style="padding:28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#f2f2f2;text-align:${align};">
${context.bodyHtml}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #2a2a2a;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#9a9a9a;">${company} &middot; ${escapeHtml(siteTextsIn(locale).layout.country)} &middot; <a href="${website}" style="color:${GOLD};">${website}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
