/**
 * Shapes of the supplier registration calls (docs/wire-protocol.md, "Supplier registration"),
 * built on the field rules of the contracts (docs/behaviour.md, "Validation").
 */
import {
  ACCOUNT_PATTERN,
  BIN_CODE_PATTERN,
  COMPANY_NAME_MAX,
  MOBILE_PATTERN,
  NAME_MAX,
  SMS_CODE_PATTERN,
} from '@workbench/contracts';
import { Type } from 'typebox';

/** An encrypted password field (docs/behaviour.md, "Password fields"): base64 of the RSA block. */
const EncryptedPassword = Type.String({ minLength: 1, maxLength: 1024 });
const Phone = Type.String({ pattern: MOBILE_PATTERN });
const RegistrationId = Type.String({ minLength: 1, maxLength: 64 });
const Account = Type.String({ pattern: ACCOUNT_PATTERN });
const BinCode = Type.String({ pattern: BIN_CODE_PATTERN });
const CompanyName = Type.String({ minLength: 1, maxLength: COMPANY_NAME_MAX });
const PersonName = Type.String({ minLength: 1, maxLength: NAME_MAX });

/** `validatePassword`: the encrypted password to check against the password rule. */
export const ValidatePasswordQuery = Type.Object({ password: EncryptedPassword }, { additionalProperties: false });

/** `sendMessage`: the mobile number the code goes to. */
export const SendMessageQuery = Type.Object({ phone: Phone }, { additionalProperties: false });

/** `data` of `sendMessage`: the registration's secret id and when its code expires (epoch ms). */
export const SendMessageData = Type.Object({ registrationId: Type.String(), expiresAt: Type.Integer() });

/** `validateCode`: the registration, its phone and the 6-digit code. */
export const ValidateCodeQuery = Type.Object(
  { registrationId: RegistrationId, phone: Phone, code: Type.String({ pattern: SMS_CODE_PATTERN }) },
  { additionalProperties: false },
);

/** `validateUserInfoComplete`: the company and contact fields of the registration form. */
export const UserInfoCompleteBody = Type.Object(
  { companyName: CompanyName, binCode: BinCode, name: PersonName, phone: Phone, account: Account },
  { additionalProperties: false },
);

/**
 * `validateSupplierAccount {token}` (the specification's payload): `token` is the registration's
 * secret id, as `sendMessage` answered it (`registrationId`).
 */
export const SupplierAccountBody = Type.Object({ token: RegistrationId }, { additionalProperties: false });

/** `registerSupplier`: the whole form and the registration whose code was validated. */
export const RegisterSupplierBody = Type.Object(
  {
    registrationId: RegistrationId,
    phone: Phone,
    companyName: CompanyName,
    binCode: BinCode,
    name: PersonName,
    account: Account,
    password: EncryptedPassword,
  },
  { additionalProperties: false },
);

/** `data` of `registerSupplier`: the new account's name, to sign in with. */
export const RegisterSupplierData = Type.Object({ account: Type.String() });
