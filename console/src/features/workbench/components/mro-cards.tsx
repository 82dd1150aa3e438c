import { mroItemResource, mroRequestResource, type RowOf } from '@workbench/contracts';
import { Button, Dialog } from '@workbench/design-system';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ResourceForm } from '../../../components/resource/resource-form';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList } from '../../../components/resource/use-resource';
import { useT } from '../../../i18n';
import { formatThousands } from '../../../lib/format';
import { settingsStore } from '../../../stores/settings';
import { DashboardCard, RESERVE } from './dashboard-card';
import { Figures, Time } from './figures';

type Item = RowOf<typeof mroItemResource>;
type Request = RowOf<typeof mroRequestResource>;

/** The most rows a list card shows: the low items most short first, the caller's latest requests. */
const CARD_ROWS = 20;

/** The order the caller's requests are grouped in, open ones first. */
const STATES: readonly Request['state'][] = ['waiting', 'ordered', 'received', 'rejected'];
const STATE_LABELS: Readonly<Record<Request['state'], string>> = {
  waiting: 'stateWaiting',
  ordered: 'stateOrdered',
  received: 'stateReceived',
  rejected: 'stateRejected',
};

/** The total of a list call for `filters`, read from one row's page. */
function useTotal(definition: typeof mroItemResource | typeof mroRequestResource, filters: Record<string, string>) {
  return useResourceList(definition, { pageNum: 1, pageSize: 1, ...filters });
}

/** The figures of the MRO work bench: items, items at or under their reorder point, waiting requests. */
function MroFiguresCard() {
  const t = useT();
  const items = useTotal(mroItemResource, {});
  const low = useTotal(mroItemResource, { belowReorder: 'Y' });
  const waiting = useTotal(mroRequestResource, { state: 'waiting' });
  const calls = [items, low, waiting];
  const data =
    items.data && low.data && waiting.data
      ? { items: items.data.total, low: low.data.total, waiting: waiting.data.total }
      : undefined;
  const query = {
    data,
    error: calls.find((call) => call.error)?.error,
    mutate: () => Promise.all(calls.map((call) => call.mutate())).then(() => data),
  };
  return (
    <DashboardCard title={t('mro.figures.title')} reserve={RESERVE.figures} query={query}>
      {(figures) => (
        <Figures
          items={[
            { label: t('mro.figures.items'), value: formatThousands(figures.items) },
            { label: t('mro.figures.low'), value: formatThousands(figures.low) },
            { label: t('mro.figures.waiting'), value: formatThousands(figures.waiting) },
          ]}
        />
      )}
    </DashboardCard>
  );
}

/**
 * The items at or under their reorder point (`belowReorder` filter of the items' list), most short
 * first; each offers a replenishment request, its quantity prefilled with the shortfall (at least
 * one), made through the requests' own add call.
 */
function BelowReorderCard() {
  const t = useT();
  const { language } = useSnapshot(settingsStore);
  const [target, setTarget] = useState<Item | null>(null);
  const query = useResourceList(mroItemResource, {
    pageNum: 1,
    pageSize: CARD_ROWS,
    belowReorder: 'Y',
    sortKey: 'shortfall',
    order: 'desc',
  });
  const nameOf = (item: Item) => (language === 'zh' ? item.nameZh : item.nameEn);
  return (
    <>
      <DashboardCard
        title={t('mro.low.title')}
        reserve={RESERVE.list}
        query={query}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => (
          <ul className="flex flex-col divide-y divide-border text-sm">
            {page.list.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium break-words">{nameOf(item)}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {t('mro.low.stock', {
                      code: item.code,
                      stock: formatThousands(item.stock),
                      reorderPoint: formatThousands(item.reorderPoint),
                      uom: item.uom,
                    })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('mro.low.requestFor', { name: nameOf(item) })}
                  onPress={() => setTarget(item)}
                >
                  {t('mro.low.request')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>
      <Dialog
        isOpen={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        isDismissable={false}
        title={target ? t('mro.low.dialog', { name: nameOf(target) }) : ''}
        closeLabel={t('resource.close')}
      >
        {target ? (
          <ResourceForm<Request>
            definition={mroRequestResource}
            row={null}
            initial={{ itemId: target.id, quantity: Math.max(target.shortfall, 1) }}
            onCancel={() => setTarget(null)}
            onSaved={() => setTarget(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/** The caller's latest requests (`mine` filter of the requests' list), grouped by state, each group a list named by its heading. */
function MyRequestsCard() {
  const t = useT();
  const rt = useResourceText(mroRequestResource);
  const groupId = useId();
  const query = useResourceList(mroRequestResource, { pageNum: 1, pageSize: CARD_ROWS, mine: 'Y' });
  return (
    <DashboardCard
      title={t('mro.mine.title')}
      reserve={RESERVE.list}
      query={query}
      isEmpty={(page) => page.total === 0}
    >
      {(page) => (
        <div className="flex flex-col gap-4 text-sm">
          {STATES.map((state) => {
            const rows = page.list.filter((request) => request.state === state);
            if (rows.length === 0) return null;
            return (
              <section key={state} className="flex flex-col gap-1">
                <h3 id={`${groupId}-${state}`} className="font-medium">
                  {t('mro.mine.state', { state: rt(STATE_LABELS[state]), count: rows.length })}
                </h3>
                <ul aria-labelledby={`${groupId}-${state}`} className="flex flex-col divide-y divide-border">
                  {rows.map((request) => (
                    <li key={request.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                      <span className="min-w-0 break-words">
                        {t('mro.mine.request', {
                          item: request.itemName,
                          quantity: formatThousands(request.quantity),
                          uom: request.uom,
                        })}
                      </span>
                      <span className="text-muted-foreground">
                        <Time ms={request.createTime} />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </DashboardCard>
  );
}

/**
 * The cards of the MRO work bench, each loading and failing on its own, in the work bench's grid
 * (docs/screens.md, "MRO").
 */
export function MroCards() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <MroFiguresCard />
      </div>
      <BelowReorderCard />
      <MyRequestsCard />
    </div>
  );
}
