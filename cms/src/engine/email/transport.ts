import nodemailer from 'nodemailer';
import type { CmsEnv } from '../../config/env';
import { saveToMailbox } from './mailbox';

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  content: string;
  encoding: 'utf8' | 'base64';
  contentType: string;
}

export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

function toNodemailer(message: OutgoingMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      encoding: attachment.encoding,
      contentType: attachment.contentType,
    })),
  };
}

/**
 * SMTP when configured (SMTP_URL or SMTP_HOST); otherwise the development mailbox, where every
 * message is kept as a file and shown at /dev/mailbox.
 */
export function createMailTransport(env: CmsEnv): MailTransport {
  if (env.smtp) {
    const smtp = env.smtp;
    // A pool keeps a couple of connections open: one handshake serves many messages.
    const transporter = nodemailer.createTransport(
      'url' in smtp
        ? { url: smtp.url, pool: true, maxConnections: 2 }
        : {
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
            pool: true,
            maxConnections: 2,
          },
    );
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail(toNodemailer(message));
      },
      close: () => transporter.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'mailbox',
    async send(message) {
      const info = await builder.sendMail(toNodemailer(message));
      saveToMailbox(
        env.mailboxDir,
        {
          messageId: message.messageId,
          date: new Date().toISOString(),
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map((attachment) => attachment.filename),
        },
        info.message as Buffer,
      );
    },
    close: () => builder.close(),
  };
}
