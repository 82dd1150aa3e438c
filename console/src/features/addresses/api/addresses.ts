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

const BASE = '/share-system/userinfo/address';
/** The SWR key of the list, for `mutate`. */
export const ADDRESS_LIST_PATH = `${BASE}/list`;

/** The province → city → district tree (`POST /share-system/area/tree {}`), fetched once and cached. */
export function useAreaTree() {
  return useApi<AreaNode[]>('/share-system/area/tree');
}

/** The account's addresses, the default first (`POST /share-system/userinfo/address/list {}`). */
export function useAddresses() {
  return useApi<Address[]>(ADDRESS_LIST_PATH);
}

/**
 * Adds an address; `isDefault` makes it the default (the first address always is).
 *
 * @throws {ApiError} when the server refuses it; the API client has shown its message.
 */
export function addAddress(fields: AddressFields & { isDefault: boolean }): Promise<Address> {
  return api<Address>(`${BASE}/add`, { ...fields });
}

/** Replaces an address's fields. @throws {ApiError} as {@link addAddress}. */
export function updateAddress(id: number, fields: AddressFields): Promise<Address> {
  return api<Address>(`${BASE}/update`, { id, ...fields });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export function deleteAddress(id: number): Promise<null> {
  return api<null>(`${BASE}/delete`, { id });
}

/** Makes an address the default (the others stop being it). */
export function setDefaultAddress(id: number): Promise<Address> {
  return api<Address>(`${BASE}/default`, { id });
}
