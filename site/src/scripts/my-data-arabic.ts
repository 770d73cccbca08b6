import { candidateDate } from '@careers/shared/self-service';
import { selfServiceMessageInArabic, selfServiceMessages } from '@careers/shared/self-service-ar';
import { startMyData } from './my-data';

// The candidate's own page in Arabic (/ar/my-applications/): the server's messages are written once,
// in English; the page shows each one's Arabic twin.
startMyData({
  locale: 'ar',
  text: selfServiceMessages,
  dateOf: (iso) => candidateDate(iso, 'ar'),
  message: selfServiceMessageInArabic,
});
