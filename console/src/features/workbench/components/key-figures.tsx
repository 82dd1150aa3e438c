import { Card, Link, Skeleton } from '@workbench/design-system';
import { ArrowRight, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useBenchPage } from '../../../api/bench-page';
import { LoadError } from '../../../components/load-state';
import { useT } from '../../../i18n';
import { formatCompactMoney, formatThousands } from '../../../lib/format';
import { PUB_INQUIRY_LIMIT, usePubInquiry } from '../api/get-pub-inquiry';
import { usePurchaseTurnover } from '../api/get-purchase-turnover-summary';
import { useWorkTodo } from '../api/get-work-todo';
import { countClosingWithin, countToday, daysWaiting, monthTotals, relativeChange } from './dashboard-data';
import { BENCH_TASKS } from '../api/first-calls';
import { useScreenHref } from './workbench-links';

/** An inquiry closes "soon" within this many ms: 3 days. */
const CLOSING_SOON_MS = 3 * 86_400_000;

/** Where a key figure's link goes: a route of the console, or a part of the work bench (`onPress`). */
type FigureLink = { label: string } & ({ href: string } | { onPress: () => void });

/** Props of {@link KeyFigure}. */
interface KeyFigureProps {
  /** What the figure counts: its `h2`, the region's name. */
  label: string;
  /** The state of the calls behind it: loading until every one has answered, an error with a retry if one failed. */
  queries: readonly { data: unknown; error: unknown; mutate: () => Promise<unknown> }[];
  /** The figure, formatted, once the calls have answered. */
  value: () => string;
  /** The trend or comparison under the figure, in words. */
  comparison: () => ReactNode;
  /** The list behind the figure; none when the person may not open it. */
  link: FigureLink | null;
}

/**
 * One key figure of the work bench's first row (docs/screens.md, "Work bench"; ant-design-pro's
 * analysis page): a region named by what it counts, the figure large, its trend or comparison in
 * words, and a link to the list behind it. While its calls load it keeps its lines' heights, so the
 * row does not move; a failed call shows an error with a retry.
 */
function KeyFigure({ label, queries, value, comparison, link }: KeyFigureProps) {
  const labelId = useId();
  const error = queries.find((query) => query.error);
  const answered = queries.every((query) => query.data !== undefined);
  return (
    <section aria-labelledby={labelId} className="min-w-0">
      <Card className="h-full gap-2 px-4" aria-busy={!answered && !error}>
        <h2 id={labelId} className="text-sm text-muted-foreground">
          {label}
        </h2>
        {error ? (
          <LoadError onRetry={() => queries.forEach((query) => void query.mutate())} />
        ) : answered ? (
          <>
            <p className="text-3xl leading-9 font-semibold tracking-tight whitespace-nowrap tabular-nums">{value()}</p>
            {/* Two lines reserved (44 px: a line mixing Chinese, Latin and figures is 22 px tall), so a
                comparison that wraps in a narrow card moves nothing below it. */}
            <p className="flex min-h-11 flex-wrap content-start items-center gap-x-1.5 text-sm text-muted-foreground">
              {comparison()}
            </p>
          </>
        ) : (
          <>
            <div className="flex h-9 items-center">
              <Skeleton className="h-7 w-24" />
            </div>
            <div className="min-h-11">
              <Skeleton className="my-0.5 h-4 w-40" />
            </div>
          </>
        )}
        <div className="mt-auto border-t border-border pt-2 text-sm">
          {/* The link's line, kept while the figure loads or when it has no link. */}
          <div className="min-h-6">
            {link && !error ? (
              <Link
                variant="quiet"
                className="items-center"
                {...('href' in link ? { href: link.href } : { onPress: link.onPress })}
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
          </div>
        </div>
      </Card>
    </section>
  );
}

/** The approvals waiting for the signed-in person (`workflow/bench/page`), with today's new ones and the longest wait. */
function ApprovalsFigure({ now }: { now: number }) {
  const t = useT();
  const query = useBenchPage(1, BENCH_TASKS);
  const href = useScreenHref('flowModal');
  return (
    <KeyFigure
      label={t('workbench.figure.approvals')}
      queries={[query]}
      value={() => formatThousands(query.data?.total ?? 0)}
      comparison={() => {
        const times = query.data?.list.map((task) => task.createTime) ?? [];
        const days = daysWaiting(times, now);
        return (
          <>
            <span>{t('workbench.figure.approvalsToday', { count: countToday(times, now) })}</span>
            {days > 0 ? <span>· {t('workbench.figure.approvalsOldest', { days })}</span> : null}
          </>
        );
      }}
      link={href ? { label: t('workbench.figure.approvalsLink'), href } : null}
    />
  );
}

/** The company's pending applications (`getWorkTodo`), against all its applications; the link opens their tab of the to-do card. */
function TodoFigure({ onShow }: { onShow: () => void }) {
  const t = useT();
  const query = useWorkTodo();
  return (
    <KeyFigure
      label={t('workbench.figure.todo')}
      queries={[query]}
      value={() => formatThousands(query.data?.pending ?? 0)}
      comparison={() => {
        const { pending = 0, approved = 0, rejected = 0 } = query.data ?? {};
        const total = pending + approved + rejected;
        return t('workbench.figure.todoDecided', { decided: approved + rejected, total });
      }}
      link={{ label: t('workbench.figure.todoLink'), onPress: onShow }}
    />
  );
}

/**
 * This month's purchasing over the three contract kinds (`getPurchaseTurnoverSummry`), in the
 * reader's compact units, compared with last month; the link opens the purchasing reports.
 */
function PurchaseFigure() {
  const t = useT();
  const intl = useIntl();
  const goods = usePurchaseTurnover('goods');
  const engineering = usePurchaseTurnover('engineering');
  const service = usePurchaseTurnover('service');
  const queries = [goods, engineering, service];
  const totals = () => monthTotals(queries.map((query) => query.data?.months ?? []));
  const href = useScreenHref('myReport');
  return (
    <KeyFigure
      label={t('workbench.figure.purchase')}
      queries={queries}
      value={() => formatCompactMoney(totals().current, intl.locale)}
      comparison={() => {
        const { current, previous } = totals();
        const change = relativeChange(current, previous);
        if (change === null) return t('workbench.figure.purchaseNoPrevious');
        if (change === 0) return t('workbench.figure.purchaseSame');
        const share = intl.formatNumber(Math.abs(change), { style: 'percent', maximumFractionDigits: 1 });
        const Trend = change > 0 ? TrendingUp : TrendingDown;
        return (
          <>
            <Trend aria-hidden="true" className="size-4 text-foreground" />
            <span>{t(change > 0 ? 'workbench.figure.purchaseUp' : 'workbench.figure.purchaseDown', { share })}</span>
          </>
        );
      }}
      link={href ? { label: t('workbench.figure.purchaseLink'), href } : null}
    />
  );
}

/** The company's open inquiries (`getPubInquiry`), with those closing within 3 days and the quotes received; the link moves to their card. */
function InquiriesFigure({ now, onShow }: { now: number; onShow: () => void }) {
  const t = useT();
  const query = usePubInquiry();
  return (
    <KeyFigure
      label={t('workbench.figure.inquiries')}
      queries={[query]}
      value={() => {
        const count = query.data?.length ?? 0;
        // The call lists at most PUB_INQUIRY_LIMIT: a full list may have more behind it.
        return count >= PUB_INQUIRY_LIMIT
          ? t('workbench.figure.atLeast', { count: formatThousands(count) })
          : formatThousands(count);
      }}
      comparison={() => {
        const list = query.data ?? [];
        return (
          <>
            <span>
              {t('workbench.figure.inquiriesSoon', {
                count: countClosingWithin(
                  list.map((inquiry) => inquiry.deadline),
                  now,
                  CLOSING_SOON_MS,
                ),
              })}
            </span>
            <span>
              ·{' '}
              {t('workbench.figure.inquiriesQuotes', {
                count: list.reduce((total, inquiry) => total + inquiry.quoteCount, 0),
              })}
            </span>
          </>
        );
      }}
      link={{ label: t('workbench.figure.inquiriesLink'), onPress: onShow }}
    />
  );
}

/** Props of {@link KeyFigures}. */
export interface KeyFiguresProps {
  /** The time the figures compare with (epoch ms): when the work bench was opened. */
  now: number;
  /** Shows the pending applications in the to-do card and moves focus there. */
  onShowTodos: () => void;
  /** Moves focus to the open inquiries' card. */
  onShowInquiries: () => void;
}

/**
 * The work bench's first row (docs/screens.md, "Work bench"): approvals waiting for me, to-dos,
 * this month's purchasing and open inquiries, each with its comparison and its link.
 */
export function KeyFigures({ now, onShowTodos, onShowInquiries }: KeyFiguresProps) {
  return (
    <>
      <ApprovalsFigure now={now} />
      <TodoFigure onShow={onShowTodos} />
      <PurchaseFigure />
      <InquiriesFigure now={now} onShow={onShowInquiries} />
    </>
  );
}
