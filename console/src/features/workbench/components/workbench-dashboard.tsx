import { Card, CardContent, CardHeader, CardTitle, cn } from '@workbench/design-system';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { LoadingLines } from '../../../components/load-state';
import { useT, type MessageKey } from '../../../i18n';
import { Deferred } from './deferred';
import { EbiddingCard } from './ebidding-card';
import { InquiriesCard } from './inquiries-card';
import { KeyFigures } from './key-figures';
import { OrdersCard } from './orders-card';
import { PurchaseTrendCard } from './purchase-trend-card';
import { EbiddingSupplierCard, ExpertCountCard, QualifiedBusinessCard, QualifiedSupplierCard } from './supplier-cards';
import { TodoCard, type TodoTab } from './todo-card';
import { TripCard } from './trip-card';

/**
 * The grid of each layout. Desktop: twelve columns once the work bench is at least 64 rem wide
 * (a container query, so a collapsed or open sidebar both count), two from 28 rem, one below.
 * Tablet (`/pad_index`): two columns at most, one below 40 rem.
 */
const GRIDS = {
  desktop: 'grid grid-cols-1 gap-4 @md:grid-cols-2 @5xl:grid-cols-12',
  tablet: 'grid grid-cols-1 gap-6 @2xl:grid-cols-2',
} as const;

/** Where each part sits in the desktop grid, at two and at twelve columns. */
const SPANS = {
  /** The to-do card: two rows high beside the inquiries and the orders. */
  todo: '@md:col-span-2 @5xl:col-span-8 @5xl:row-span-2',
  wide: '@md:col-span-2 @5xl:col-span-8',
  third: '@5xl:col-span-4',
  half: '@5xl:col-span-6',
} as const;

/** A card's place before it renders: its heading over loading lines, in its reserved height. */
function CardPlaceholder({ title }: { title: MessageKey }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="h-full" aria-busy="true">
        <CardHeader>
          <CardTitle id={headingId} level={2}>
            {t(title)}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <LoadingLines lines={3} />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * The parts below the first two rows, in order, with their heading (for the placeholder), their
 * usual height in rem at 1,440 px (the placeholder's and the off-screen layout's) and their place.
 */
const BELOW_THE_FOLD = [
  { key: 'trend', title: 'workbench.turnover.title', height: 22, span: SPANS.wide, Part: PurchaseTrendCard },
  { key: 'ebidding', title: 'workbench.ebidding.title', height: 22, span: SPANS.third, Part: EbiddingCard },
  {
    key: 'qualified',
    title: 'workbench.qualifiedSupplier.title',
    height: 22.5,
    span: SPANS.third,
    Part: QualifiedSupplierCard,
  },
  {
    key: 'bidders',
    title: 'workbench.ebiddingSupplier.title',
    height: 22.5,
    span: SPANS.third,
    Part: EbiddingSupplierCard,
  },
  { key: 'trip', title: 'workbench.trip.title', height: 22.5, span: SPANS.third, Part: TripCard },
  {
    key: 'business',
    title: 'workbench.qualifiedBusiness.title',
    height: 15.5,
    span: SPANS.half,
    Part: QualifiedBusinessCard,
  },
  { key: 'experts', title: 'workbench.experts.title', height: 15.5, span: SPANS.half, Part: ExpertCountCard },
] as const satisfies readonly {
  key: string;
  title: MessageKey;
  height: number;
  span: string;
  Part: (props: { className?: string }) => ReactNode;
}[];

/**
 * The work bench's dashboard (docs/screens.md, "Work bench"; ant-design-pro's analysis page is the
 * reference): the key figures first, then what waits for the person (the to-do tabs beside the
 * open inquiries and the orders), then the charts and lists in a grid of cards sized to their
 * content. The key figures and those three render at once; the rest when the browser is idle or they come near the window
 * ({@link Deferred}, docs/architecture.md, "Work bench"). `/index` and `/pad_index` lay the same
 * parts out differently.
 */
export function WorkbenchDashboard({ layout }: { layout: keyof typeof GRIDS }) {
  const desktop = layout === 'desktop';
  const [now] = useState(() => Date.now());
  const [todoTab, setTodoTab] = useState<TodoTab | null>(null);
  const [todoFocus, setTodoFocus] = useState(0);
  const inquiries = useRef<HTMLElement>(null);
  const showTodos = useCallback(() => {
    setTodoTab('applications');
    setTodoFocus((count) => count + 1);
  }, []);
  const showInquiries = useCallback(() => {
    // Focus scrolls the card into view.
    inquiries.current?.focus();
  }, []);
  const span = (classes: string) => (desktop ? classes : undefined);
  return (
    <div className="@container">
      <div className={GRIDS[layout]}>
        <div
          className={cn(
            'grid grid-cols-1 gap-4 @md:col-span-2 @md:grid-cols-2',
            desktop && '@5xl:col-span-12 @5xl:grid-cols-4',
          )}
        >
          <KeyFigures now={now} onShowTodos={showTodos} onShowInquiries={showInquiries} />
        </div>
        <TodoCard className={span(SPANS.todo)} tab={todoTab} onTabChange={setTodoTab} focusRequest={todoFocus} />
        <InquiriesCard ref={inquiries} className={span(SPANS.third)} />
        <OrdersCard className={span(SPANS.third)} />
        {BELOW_THE_FOLD.map(({ key, title, height, span: place, Part }) => (
          <Deferred key={key} className={span(place)} height={height} placeholder={<CardPlaceholder title={title} />}>
            <Part />
          </Deferred>
        ))}
      </div>
    </div>
  );
}
