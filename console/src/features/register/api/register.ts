/**
 * The supplier registration calls (docs/wire-protocol.md, "Supplier registration"), made without
 * a session. Refusals throw the API client's `ApiError`, with `fieldErrors` for the form.
 */
import { api } from '../../../lib/api-client';

/** The form of the registration (docs/behaviour.md, "Supplier registration"). */
export interface SupplierForm {
  companyName: string;
  binCode: string;
  name: string;
  phone: string;
  account: string;
  /** Plain here; the API client encrypts it (docs/behaviour.md, "Password fields"). */
  password: string;
}

/**
 * Checks the form on the server: the password rule, then a free credit code and a free account
 * name (`validateUserInfoComplete` refuses a taken one on its field).
 * @returns the field errors to show, `{}` when the form may go on.
 * @throws ApiError for a refusal, with `fieldErrors` when it is about a field.
 */
export async function checkForm(
  form: SupplierForm,
  messages: { passwordRule: string },
): Promise<Record<string, string>> {
  const [password] = await Promise.all([
    api<{ valid: boolean }>(
      '/share-system/system/sca/validatePassword',
      { password: form.password },
      { method: 'GET' },
    ),
    api<{ complete: boolean }>('/share-system/userinfo/validateUserInfoComplete', {
      companyName: form.companyName,
      binCode: form.binCode,
      name: form.name,
      phone: form.phone,
      account: form.account,
    }),
  ]);
  return password.valid ? {} : { password: messages.passwordRule };
}

/** Sends a code to `phone`. @returns the registration's secret id and when the code expires (epoch ms). */
export function sendMessage(phone: string) {
  return api<{ registrationId: string; expiresAt: number }>(
    '/share-system/system/sca/sendMessage',
    { phone },
    { method: 'GET', block: true },
  );
}

/**
 * Checks the code of the registration, then that the registration may create the supplier account
 * (`validateSupplierAccount {token}`, the registration's id as its token, docs/wire-protocol.md,
 * "Supplier registration"); throws ApiError with a field error on `code` when either is refused.
 */
export async function validateCode(registrationId: string, phone: string, code: string) {
  await api<null>('/share-system/system/sca/validateCode', { registrationId, phone, code }, { method: 'GET' });
  await api<{ valid: true }>('/share-system/userinfo/validateSupplierAccount', { token: registrationId });
}

/** Registers the supplier company and its first account. @returns the account name. */
export function registerSupplier(registrationId: string, form: SupplierForm) {
  return api<{ account: string }>(
    '/share-system/userinfo/registerSupplier',
    { registrationId, ...form },
    { block: true },
  );
}
