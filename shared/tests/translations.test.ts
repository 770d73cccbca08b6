import { describe, expect, it } from 'vitest';
import { JOB_TYPE_LABELS } from '../src/constants/jobs';
import { JOB_TYPE_LABELS as arabicJobTypes } from '../src/i18n/ar/job-types';
import * as arabicLabelsOnboarding from '../src/i18n/ar/labels-onboarding';
import * as arabicLabelsSite from '../src/i18n/ar/labels-site';
import { messageInArabic } from '../src/i18n/ar/message-in-arabic';
import * as arabicMessagesOnboarding from '../src/i18n/ar/messages-onboarding';
import * as arabicPrivacy from '../src/i18n/ar/messages-privacy';
import * as arabicSelfService from '../src/i18n/ar/messages-self-service';
import * as arabicMessagesSite from '../src/i18n/ar/messages-site';
import { counted } from '../src/i18n/ar/plural';
import { siteTextsIn } from '../src/i18n/site-texts';
import * as labelsSite from '../src/labels/site';
import * as privacy from '../src/messages/privacy';
import * as selfService from '../src/messages/self-service';
import * as messagesSite from '../src/messages/site';

/** A module's texts but one group. */
const without = (texts: Record<string, unknown>, group: string) =>
  Object.fromEntries(Object.entries(texts).filter(([name]) => name !== group));

// Every candidate-facing text module and its Arabic twin. The compiler checks the
// keys through Translation<T>; this test also fails on a text left in English or a function whose
// Arabic takes other arguments.
const PAIRS: [string, Record<string, unknown>, Record<string, unknown>][] = [
  // The onboarding form's twins live in modules of their own (only its page carries them).
  ['labels/site', without(labelsSite, 'onboardingFormLabels'), arabicLabelsSite],
  ['labels/site: onboarding', { onboardingFormLabels: labelsSite.onboardingFormLabels }, arabicLabelsOnboarding],
  ['messages/site', without(messagesSite, 'onboardingMessages'), arabicMessagesSite],
  ['messages/site: onboarding', { onboardingMessages: messagesSite.onboardingMessages }, arabicMessagesOnboarding],
  ['messages/self-service', selfService, arabicSelfService],
  ['messages/privacy', privacy, arabicPrivacy],
  ['constants/jobs', { JOB_TYPE_LABELS }, { JOB_TYPE_LABELS: arabicJobTypes }],
  // The candidate e-mails' own words (the cancellation, the calendar event's title and details).
  ['i18n/site-texts: email', { email: siteTextsIn('en').email }, { email: siteTextsIn('ar').email }],
];

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Every text of a module, by its path, with functions called on sample arguments. */
function texts(value: unknown, path: string, into: Map<string, { text: string; arity: number }>) {
  if (typeof value === 'string') into.set(path, { text: value, arity: -1 });
  else if (typeof value === 'function') {
    const sample = Array.from({ length: value.length }, (_, index) => (index === 0 ? 3 : `«${index}»`));
    into.set(path, { text: String(value(...sample)), arity: value.length });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) texts(child, `${path}.${key}`, into);
  }
  return into;
}

describe.each(PAIRS)('the Arabic of %s', (_name, english, arabic) => {
  const englishTexts = new Map<string, { text: string; arity: number }>();
  const arabicTexts = new Map<string, { text: string; arity: number }>();
  for (const [name, value] of Object.entries(english)) texts(value, name, englishTexts);
  for (const [name, value] of Object.entries(arabic)) texts(value, name, arabicTexts);

  it('has every text the English has, and nothing else', () => {
    expect([...arabicTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('is written in Arabic, each function taking the same arguments', () => {
    for (const [path, { text, arity }] of englishTexts) {
      const translated = arabicTexts.get(path);
      expect(translated, path).toBeDefined();
      expect(translated?.arity, path).toBe(arity);
      // A text that only puts its arguments together ("field: message") has no words to translate.
      if (!/[A-Za-z]/.test(text)) continue;
      expect(ARABIC_LETTER.test(translated?.text ?? ''), `${path}: ${translated?.text} (English: ${text})`).toBe(true);
    }
  });
});

describe('Arabic counting', () => {
  it('gives a counted noun the form its number asks for', () => {
    const forms = { one: 'وظيفة واحدة', two: 'وظيفتان', few: 'وظائف', many: 'وظيفة', other: 'وظيفة' } as const;
    expect([1, 2, 5, 10, 11, 99, 100, 103, 111].map((n) => counted(n, forms))).toEqual([
      'وظيفة واحدة',
      'وظيفتان',
      '5 وظائف',
      '10 وظائف',
      '11 وظيفة',
      '99 وظيفة',
      '100 وظيفة',
      '103 وظائف',
      '111 وظيفة',
    ]);
  });
});

describe("the shared rules' and the server's messages, shown in Arabic", () => {
  it('gives each fixed message of the candidate side its Arabic twin', () => {
    expect(messageInArabic(messagesSite.applyMessages.alreadyApplied)).toBe(
      arabicMessagesSite.applyMessages.alreadyApplied,
    );
    expect(messageInArabic(messagesSite.validationMessages.chooseNationality)).toBe(
      arabicMessagesSite.validationMessages.chooseNationality,
    );
    expect(messageInArabic(privacy.privacyMessages.consentRequired)).toBe(
      arabicPrivacy.privacyMessages.consentRequired,
    );
    for (const module of [messagesSite.applyMessages, messagesSite.validationMessages]) {
      for (const text of Object.values(module)) {
        if (typeof text === 'string') expect(messageInArabic(text), text).toMatch(ARABIC_LETTER);
      }
    }
  });

  it('leaves a message it does not know as it came', () => {
    expect(messageInArabic('Something only the server says')).toBe('Something only the server says');
  });
});
