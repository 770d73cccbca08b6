import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { currentDate } from '../../clock';
import type { CmsEnv, SmtpSettings } from '../../config/env';
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
  /**
   * An iCalendar attachment with a method (REQUEST, CANCEL...) is sent as the message's calendar
   * part (nodemailer's icalEvent), so mail clients offer to accept it; at most one per message.
   */
  calendarMethod?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
}

export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

function toNodemailer(message: OutgoingMessage) {
  const calendar = message.attachments.find((attachment) => attachment.calendarMethod);
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    attachments: message.attachments
      .filter((attachment) => attachment !== calendar)
      .map((attachment) => ({
        filename: attachment.filename,
        content: attachment.content,
        encoding: attachment.encoding,
        contentType: attachment.contentType,
      })),
    ...(calendar
      ? {
          icalEvent: {
            method: calendar.calendarMethod,
            filename: calendar.filename,
            content: calendar.encoding === 'base64' ? Buffer.from(calendar.content, 'base64') : calendar.content,
          },
        }
      : {}),
  };
}

interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

/** nodemailer reads only the URL when given `url` (pool settings would be dropped), so it is parsed here. */
function smtpTarget(smtp: SmtpSettings): SmtpTarget {
  if (!('url' in smtp)) {
    return {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    };
  }
  const url = new URL(smtp.url);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  };
}

/**
 * A pool keeps connections open, so one handshake serves many messages. For plain and STARTTLS
 * connections the socket is opened here with Nagle's algorithm off: SMTP is a conversation of small
 * writes, and the final "." of each message otherwise waits for a delayed ACK (about 40 ms a message).
 */
function poolOptions(smtp: SmtpSettings) {
  const target = smtpTarget(smtp);
  const getSocket = (
    options: { host?: string; port?: number },
    callback: (error: Error | null, socket?: { connection: Socket }) => void,
  ) => {
    let settled = false;
    const socket = connect(options.port ?? target.port, options.host ?? target.host, () => {
      settled = true;
      socket.setNoDelay(true);
      callback(null, { connection: socket });
    });
    // Only a failure to connect is ours to report; once connected, nodemailer handles the socket.
    socket.once('error', (error) => {
      if (settled) return;
      settled = true;
      callback(error);
    });
  };
  return { ...target, pool: true, maxConnections: 2, ...(target.secure ? {} : { getSocket }) };
}

/**
 * SMTP when configured (SMTP_URL or SMTP_HOST); otherwise the development mailbox, where every
 * message is kept as a file and shown at /dev/mailbox.
 */
export function createMailTransport(env: CmsEnv): MailTransport {
  if (env.smtp) {
    const transporter = nodemailer.createTransport(poolOptions(env.smtp));
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
          date: currentDate().toISOString(),
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
