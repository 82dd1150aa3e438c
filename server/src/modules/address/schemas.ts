/**
 * Shapes of the address calls (`/share-system/userinfo/address/*`, `/share-ecommerce/address/*`)
 * and of `/share-system/area/tree`. Field contents (phone, street length, division codes) are
 * checked by the service so a refusal names the problem.
 */
import { Id } from '@workbench/contracts';
import { type Static, Type } from 'typebox';

const AreaLeaf = Type.Object({ code: Type.String(), name: Type.String(), children: Type.Array(Type.Unknown()) });

/** `data` of `/share-system/area/tree`: provinces with their cities with their districts. */
export const AreaTreeData = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    children: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), children: Type.Array(AreaLeaf) })),
  }),
);

/** `data` of `/share-ecommerce/address/getProArea`: the provinces. */
export const ProvinceListData = Type.Array(Type.Object({ code: Type.String(), name: Type.String() }));

const AddressFields = {
  receiverName: Type.String(),
  phone: Type.String(),
  provinceCode: Type.String(),
  cityCode: Type.String(),
  districtCode: Type.String(),
  street: Type.String(),
};

/** `add`: the address; `isDefault: true` makes it the default (the first address always is). */
export const AddAddressBody = Type.Object(
  { ...AddressFields, isDefault: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
/** {@link AddAddressBody} as a type. */
export type AddAddressBody = Static<typeof AddAddressBody>;

/** `update`: the address id and all its fields (the default flag is changed by `default` / `setDefault`). */
export const UpdateAddressBody = Type.Object({ id: Id, ...AddressFields }, { additionalProperties: false });
/** {@link UpdateAddressBody} as a type. */
export type UpdateAddressBody = Static<typeof UpdateAddressBody>;

/** `delete`, `default`, `setDefault`: `{id}`. */
export const AddressIdBody = Type.Object({ id: Id }, { additionalProperties: false });

/** `getAddressListByProCode`: `{proCode}`, a province code. */
export const ProCodeBody = Type.Object({ proCode: Type.String() }, { additionalProperties: false });

/**
 * One address as the API shows it: codes and Chinese names of province, city and district;
 * `createTime` in epoch ms.
 */
export const AddressData = Type.Object({
  id: Type.Integer(),
  receiverName: Type.String(),
  phone: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  districtCode: Type.String(),
  districtName: Type.String(),
  street: Type.String(),
  isDefault: Type.Boolean(),
  createTime: Type.Integer(),
});
/** {@link AddressData} as a type. */
export type AddressData = Static<typeof AddressData>;
