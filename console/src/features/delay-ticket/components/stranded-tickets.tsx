import { EmptyState } from '@workbench/design-system';
import { TicketX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT } from '../../../i18n';
import { useCheckAuth } from '../api/check-auth';
import { useWorkBatchUnTicket, type UnTicketSummary } from '../../../api/work-batch-un-ticket';

/**
 * The stranded-ticket data behind every stranded-ticket screen: asks the travel service whether
 * the account may use it (`checkAuth`) and, when it may, loads `workBatchUnTicket`; shows loading
 * lines, an error with retry, or says plainly that the account is not authorized (no table).
 * Renders `children` with the data once it is there.
 */
export function StrandedTickets({ children }: { children: (summary: UnTicketSummary) => ReactNode }) {
  const t = useT();
  const auth = useCheckAuth();
  const authorized = auth.data?.authorized === true;
  const tickets = useWorkBatchUnTicket(authorized);

  if (auth.error) return <LoadError onRetry={() => void auth.mutate()} />;
  if (!auth.data) return <LoadingLines />;
  if (!authorized) {
    return (
      <EmptyState
        icon={<TicketX />}
        title={t('delayTicket.unauthorized.title')}
        description={t('delayTicket.unauthorized.body')}
      />
    );
  }
  if (tickets.error) return <LoadError onRetry={() => void tickets.mutate()} />;
  if (!tickets.data) return <LoadingLines />;
  return children(tickets.data);
}
