import { candidateDate, selfServiceMessages } from '@careers/shared/self-service';
import { startMyData } from './my-data';

// The candidate's own page in English (/my-applications/).
startMyData({
  locale: 'en',
  text: selfServiceMessages,
  dateOf: (iso) => candidateDate(iso, 'en'),
  message: (english) => english,
});
