import { useApi } from '../../../lib/api-client';

/**
 * One catalogue item of `/share-ecommerce/goods/list`, in the request language: `price` in yuan
 * as a decimal string (`"35.50"`), `stock` in `unit`s.
 */
export interface Goods {
  sku: string;
  name: string;
  brand: string;
  category: string;
  unit: string;
  price: string;
  stock: number;
}

/** The supply-chain catalogue (`POST /share-ecommerce/goods/list {}`); open to signed-out visitors. */
export function useGoodsList() {
  return useApi<Goods[]>('/share-ecommerce/goods/list');
}
