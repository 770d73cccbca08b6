import type { EmailTrigger } from '@careers/shared';

/** Who sends, and the company values every template and the layout may use. */
export interface SenderDetails {
  fromAddress: string;
  fromName: string;
  companyName: string;
  websiteUrl: string;
}

/**
 * What the outbox needs from the features, given at start-up: the engine reads no settings itself.
 * Both are asked again for each message (an edit in Settings applies to the next one), inside the
 * caller's transaction.
 */
export interface EmailConfiguration {
  sender(): Promise<SenderDetails>;
  /** Why an automatic e-mail of this trigger must not go out now (its switch is off), or null. */
  triggerOff(trigger: EmailTrigger): Promise<string | null>;
}

let configuration: EmailConfiguration | null = null;

export function configureEmail(config: EmailConfiguration): void {
  configuration = config;
}

export function emailConfiguration(): EmailConfiguration {
  if (!configuration) throw new Error('E-mail is not configured: call configureEmail at start-up');
  return configuration;
}
