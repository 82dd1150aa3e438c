import { useApi } from '../../../lib/api-client';

/** A business category and its number of qualified suppliers group-wide. */
export interface QualifiedBusinessCount {
  category: string;
  count: number;
}

/** Qualified suppliers by category, most first: `/purchase/supplier/supplier/getGroupQualifiedBusinessCount`. */
export function useGroupQualifiedBusinessCount() {
  return useApi<QualifiedBusinessCount[]>('/purchase/supplier/supplier/getGroupQualifiedBusinessCount');
}
