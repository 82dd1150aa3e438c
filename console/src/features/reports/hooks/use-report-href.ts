import { useSnapshot } from 'valtio';
import { sessionStore } from '../../../stores/session';

/**
 * The address of a report's view: the permitted route whose menu `url` is `reportDetail`, with
 * `?reportId=` (a view of its own per report, docs/behaviour.md, "View cache"). `null` while the
 * routes are unknown or the caller may not open reports.
 */
export function useReportHref(): ((id: number) => string) | null {
  const { routes } = useSnapshot(sessionStore);
  const route = routes?.find((entry) => entry.url === 'reportDetail');
  if (!route) return null;
  return (id) => `/${route.code}?${new URLSearchParams({ reportId: String(id) })}`;
}
