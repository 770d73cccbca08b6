import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** calendarMethod: the METHOD parameter of a text/calendar part (a calendar invite), if any. */
  attachments: { filename: string; contentType: string; content: string; calendarMethod?: string }[];
  receivedAt: Date;
}

/** The method parameter of a part's Content-Type (text/calendar; method=REQUEST). */
function calendarMethodOf(header: unknown): { calendarMethod?: string } {
  if (typeof header !== 'object' || header === null || !('params' in header)) return {};
  const { params } = header as { params: Record<string, string | undefined> };
  return params.method ? { calendarMethod: params.method.toUpperCase() } : {};
}

/**
 * A real SMTP server inside the test process: it accepts every message and keeps it parsed. It can
 * be told to refuse the next messages, to test retries.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Called with each accepted message (the browser tests keep them in files for their workers). */
  onMessage: (mail: CapturedMail) => void = () => {};
  /** Milliseconds the server takes to accept each message, to catch a sender mid-way. */
  delayMs = 0;
  private refusals = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.refusals > 0) {
        this.refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('451 Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          const captured: CapturedMail = {
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            receivedAt: new Date(),
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
              ...calendarMethodOf(attachment.headers.get('content-type')),
            })),
          };
          this.messages.push(captured);
          this.onMessage(captured);
          callback();
        })
        .catch(callback);
    },
  });

  /** Connections that ended in an error, e.g. a sender killed mid-session. */
  readonly connectionErrors: Error[] = [];

  async start(): Promise<number> {
    // A client that dies mid-conversation (the crash test kills one) resets its connection: that is
    // expected here, and must not surface as an uncaught error in the test process.
    this.server.on('error', (error: Error) => {
      this.connectionErrors.push(error);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** The next `count` messages are refused with a temporary error. */
  refuseNext(count: number): void {
    this.refusals = count;
  }

  clear(): void {
    this.messages.length = 0;
    this.refusals = 0;
    this.delayMs = 0;
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((message) => message.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
