import { useSearch } from 'wouter';
import { GoodsCatalogue } from '../components/goods-catalogue';
import { GoodsDetailView } from '../components/goods-detail';

/**
 * The open route `/supplyChain` (docs/behaviour.md, "Routes"): the catalogue, or with `?sku=…` that item's
 * view. The query comes from the view's frozen address (the view cache), so a hidden item view
 * keeps showing its own item; `title` is the route's name.
 */
export default function SupplyChainScreen({ title }: { title: string }) {
  const sku = new URLSearchParams(useSearch()).get('sku');
  return sku ? <GoodsDetailView sku={sku} title={title} /> : <GoodsCatalogue title={title} />;
}
