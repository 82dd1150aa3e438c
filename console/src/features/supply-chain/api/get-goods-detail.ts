import { useApi, type ApiError } from '../../../lib/api-client';
import type { Goods } from './get-goods-list';

/** One row of an item's specifications, e.g. `{ label: '容量', value: '500 ml' }`. */
export interface GoodsSpec {
  label: string;
  value: string;
}

/** An item of `/share-ecommerce/goods/detail`: the catalogue fields and its specifications. */
export interface GoodsDetail extends Goods {
  specs: GoodsSpec[];
}

/** Envelope codes of `/share-ecommerce/goods/detail` for a `sku` the catalogue does not have, or a malformed one. */
const NO_SUCH_ITEM_CODES: readonly number[] = [404, 400];

/**
 * Whether a failure of {@link useGoodsDetail} means there is no such item (code 404 for an
 * unknown `sku`, 400 for one that is not a SKU at all), which a retry cannot mend.
 */
export function isNoSuchItem(error: ApiError): boolean {
  return NO_SUCH_ITEM_CODES.includes(error.code);
}

/** The path of the item-detail call, `POST /share-ecommerce/goods/detail {sku}`. */
export const GOODS_DETAIL_PATH = '/share-ecommerce/goods/detail';

/**
 * The item `sku` (`POST /share-ecommerce/goods/detail {sku}`). An unknown `sku` fails with an
 * `ApiError` that {@link isNoSuchItem} recognises, after the API client has shown the server's
 * warning.
 */
export function useGoodsDetail(sku: string) {
  return useApi<GoodsDetail>(GOODS_DETAIL_PATH, { sku });
}
