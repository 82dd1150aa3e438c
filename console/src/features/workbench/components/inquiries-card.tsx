import type { Ref } from 'react';
import { useT } from '../../../i18n';
import { usePubInquiry } from '../api/get-pub-inquiry';
import { DashboardCard } from './dashboard-card';
import { isEmptyList } from './dashboard-data';
import { Time } from './figures';

/** The `id` of the inquiries' card, which the open inquiries' key figure moves focus to. */
export const INQUIRIES_CARD_ID = 'workbench-inquiries';

/**
 * The company's open inquiries by deadline, soonest first, each with the quotes it has received
 * (`getPubInquiry`): the list behind the open inquiries' key figure (docs/screens.md, "Work bench").
 */
export function InquiriesCard({ className, ref }: { className?: string; ref?: Ref<HTMLElement> }) {
  const t = useT();
  return (
    <DashboardCard
      ref={ref}
      id={INQUIRIES_CARD_ID}
      className={className}
      title={t('workbench.inquiry.title')}
      query={usePubInquiry()}
      isEmpty={isEmptyList}
      // Three rows of three lines (title, deadline, quotes), the demo data set's open inquiries
      // measured at 1,350 px, so the orders card under this one stays where it was drawn
      // (docs/architecture.md, "Stable work bench").
      reserve={15.75}
      empty={t('workbench.inquiry.empty')}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {data.map((inquiry) => (
            <li key={inquiry.id} className="flex flex-col gap-0.5 py-2 first:pt-0">
              {/* One line, cut with an ellipsis: the whole title on hover and for screen readers. */}
              <span className="truncate" title={inquiry.title}>
                {inquiry.title}
              </span>
              <span className="flex flex-col gap-0.5 text-muted-foreground">
                <span>
                  {t('workbench.inquiry.deadline')} <Time ms={inquiry.deadline} />
                </span>
                <span className="tabular-nums">{t('workbench.inquiry.quotes', { count: inquiry.quoteCount })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
