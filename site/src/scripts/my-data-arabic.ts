import { selfServiceMessages as arabic, validationMessages as arabicValidation } from '@careers/shared/client-ar';
import { candidateDate, selfServiceMessages as english, validationMessages } from '@careers/shared/self-service';
import { startMyData } from './my-data';

// The candidate's own page in Arabic (/ar/my-applications/): the server's messages are written once,
// in English; the page shows each one's Arabic twin.
const twins = new Map<string, string>();
for (const [englishTexts, arabicTexts] of [
  [english, arabic],
  [validationMessages, arabicValidation],
] as const) {
  for (const [key, text] of Object.entries(englishTexts)) {
    const twin = (arabicTexts as Readonly<Record<string, unknown>>)[key];
    if (typeof text === 'string' && typeof twin === 'string') twins.set(text, twin);
  }
}

startMyData({
  locale: 'ar',
  text: arabic,
  dateOf: (iso) => candidateDate(iso, 'ar'),
  message: (message) => twins.get(message) ?? message,
});
