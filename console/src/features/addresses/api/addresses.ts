import { api, useApi } from '../../../lib/api-client';

/** A division of `/share-system/area/tree`: province → city → district, names in Chinese. */
export interface AreaNode {
  code: string;
  name: string;
  children: AreaNode[];
}

/** One of the signed-in account's addresses, as `/share-system/userinfo/address/list` gives it. */
export interface Address {
  id: number;
  receiverName: string;
  phone: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  street: string;
  isDefault: boolean;
  createTime: number;
}

/** What the add and update calls take. */
export interface AddressFields {
  receiverName: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  street: string;
}

/** The longest street line the server stores, in characters. */
export const STREET_MAX = 200;
/** The longest receiver name the server stores, in characters. */
export const RECEIVER_MAX = 30;
/** A mainland mobile number or a landline with its area code, as the server checks it. */
export const PHONE_PATTERN = /^(?:1[3-9][0-9]{9}|0[0-9]{2,3}-?[0-9]{7,8})$/;

/**
 * Which of the account's two separate lists: `user`, the delivery addresses
 * (`/share-system/userinfo/address/*`), or `store`, the e-commerce addresses
 * (`/share-ecommerce/address/*`). The calls take the same fields on both.
 */
export type AddressKind = 'user' | 'store';

/** Each list's path prefix and the name of its "make default" call. */
const CALLS: Record<AddressKind, { base: string; setDefault: string }> = {
  user: { base: '/share-system/userinfo/address', setDefault: 'default' },
  store: { base: '/share-ecommerce/address', setDefault: 'setDefault' },
};

/** A province of `/share-ecommerce/address/getProArea`. */
export interface Province {
  code: string;
  name: string;
}

/** The province → city → district tree (`POST /share-system/area/tree {}`), fetched once and cached. */
export function useAreaTree() {
  return useApi<AreaNode[]>('/share-system/area/tree');
}

/** The provinces the store list is filtered by (`POST /share-ecommerce/address/getProArea {}`). */
export function useProvinces() {
  return useApi<Province[]>('/share-ecommerce/address/getProArea');
}

/**
 * One list's addresses, the default first. The user list is read whole
 * (`userinfo/address/list {}`); the store list one province at a time
 * (`getAddressListByProCode {proCode}`, the only way the server lists it), nothing until
 * `provinceCode` is given.
 */
export function useAddresses(kind: AddressKind, provinceCode: string | null = null) {
  const user = kind === 'user';
  return useApi<Address[]>(
    user ? `${CALLS.user.base}/list` : provinceCode ? `${CALLS.store.base}/getAddressListByProCode` : null,
    user || !provinceCode ? {} : { proCode: provinceCode },
  );
}

/**
 * Adds an address to a list; `isDefault` makes it the default (the first address always is).
 *
 * @throws {ApiError} when the server refuses it; the API client has shown its message.
 */
export function addAddress(kind: AddressKind, fields: AddressFields & { isDefault: boolean }): Promise<Address> {
  return api<Address>(`${CALLS[kind].base}/add`, { ...fields });
}

/** Replaces an address's fields. @throws {ApiError} as {@link addAddress}. */
export function updateAddress(kind: AddressKind, id: number, fields: AddressFields): Promise<Address> {
  return api<Address>(`${CALLS[kind].base}/update`, { id, ...fields });
}

/** Deletes an address; when it was the default, the newest remaining one of its list becomes the default. */
export function deleteAddress(kind: AddressKind, id: number): Promise<null> {
  return api<null>(`${CALLS[kind].base}/delete`, { id });
}

/** Makes an address the default of its list (the others stop being it). */
export function setDefaultAddress(kind: AddressKind, id: number): Promise<Address> {
  return api<Address>(`${CALLS[kind].base}/${CALLS[kind].setDefault}`, { id });
}
