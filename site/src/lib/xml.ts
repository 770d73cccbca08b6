// Sitemap and feed escape with the one function e-mails use too.
export { escapeMarkup as escapeXml } from '@careers/shared/client';
