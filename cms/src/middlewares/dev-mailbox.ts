import { escapeMarkup as escapeHtml } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readEnv } from '../platform/config/env';
import { listMailbox, type MailboxEntry } from '../platform/engine/email/mailbox';

function renderEntry(entry: MailboxEntry): string {
  const attachments = entry.attachments.length > 0 ? ` · attachments: ${escapeHtml(entry.attachments.join(', '))}` : '';
  return `<article>
<header><h2>${escapeHtml(entry.subject)}</h2>
<p>${escapeHtml(new Date(entry.date).toLocaleString('en-GB', { timeZone: 'Asia/Bahrain' }))} · to ${escapeHtml(entry.to)} · from ${escapeHtml(entry.from)}${attachments}</p></header>
<iframe title="${escapeHtml(entry.subject)}" sandbox srcdoc="${escapeHtml(entry.html)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(entry.text)}</pre></details>
</article>`;
}

function page(entries: MailboxEntry[]): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{margin:0;background:#0a0a0a;color:#f2f2f2;font:15px/1.5 system-ui,sans-serif}
main{max-width:860px;margin:0 auto;padding:24px}
h1{color:#d4af37;font-size:24px}
article{border:1px solid #2a2a2a;border-radius:8px;margin:0 0 24px;padding:16px;background:#141414}
h2{font-size:18px;margin:0 0 4px}
header p{margin:0 0 12px;color:#9a9a9a;font-size:13px}
iframe{width:100%;height:480px;border:0;border-radius:6px;background:#0a0a0a}
summary{cursor:pointer;color:#d4af37;margin-top:8px}
pre{white-space:pre-wrap}
</style></head><body><main>
<h1>Development mailbox</h1>
<p>No SMTP server is configured, so every e-mail the system sends is kept here, newest first. This page exists only in development.</p>
${entries.length === 0 ? '<p>No messages yet.</p>' : entries.map(renderEntry).join('\n')}
</main></body></html>`;
}

/** /dev/mailbox, outside production only: the messages the development transport kept. */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => {
  const env = readEnv();
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/dev/mailbox' || env.isProduction || ctx.method !== 'GET') return next();
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page(listMailbox(env.mailboxDir));
  };
};
