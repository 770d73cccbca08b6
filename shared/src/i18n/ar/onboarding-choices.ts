// Arabic names of the onboarding form's choices: the form still sends the English value,
// which is what Hired Staff and the export show.
import type { Gender, MaritalStatus } from '../../constants/hiring';

export const GENDER_NAMES: Readonly<Record<Gender, string>> = {
  Male: 'ذكر',
  Female: 'أنثى',
  Other: 'آخر',
};

export const MARITAL_STATUS_NAMES: Readonly<Record<MaritalStatus, string>> = {
  Single: 'أعزب / عزباء',
  Married: 'متزوج / متزوجة',
  Divorced: 'مطلق / مطلقة',
  Widowed: 'أرمل / أرملة',
};
