import { useApi } from '../../../lib/api-client';

/** A speciality and its number of experts in the expert pool. */
export interface ExpertCount {
  major: string;
  count: number;
}

/** Experts by speciality, most first: `/purchase/expert/expert/getHomePageExpertCount`. */
export function useHomePageExpertCount() {
  return useApi<ExpertCount[]>('/purchase/expert/expert/getHomePageExpertCount');
}
