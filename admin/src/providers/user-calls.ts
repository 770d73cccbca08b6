// Users' calls beyond the simple-rest contract: e-mail, password and active flag, one change each.
import type { AdminUserRecord } from '@careers/shared';
import { api } from './api';

const one = (id: string) => `/backoffice/users/${encodeURIComponent(id)}`;

export const userCalls = {
  /** `currentPassword` only for one's own account: the server asks for it there. */
  changeUserEmail: (id: string, newEmail: string, currentPassword?: string) =>
    api<AdminUserRecord>(`${one(id)}/email`, { body: { new_email: newEmail, current_password: currentPassword } }),
  setUserPassword: (id: string, password: string, confirm: string, currentPassword?: string) =>
    api<AdminUserRecord>(`${one(id)}/password`, {
      body: { new_password: password, confirm_password: confirm, current_password: currentPassword },
    }),
  setUserActive: (id: string, isActive: boolean) =>
    api<AdminUserRecord>(`${one(id)}/active`, { body: { is_active: isActive } }),
};
