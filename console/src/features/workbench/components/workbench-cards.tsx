import { OrderSummaryCard, PubInquiryCard, TodoCard, WorkTodoCard } from './ecommerce-cards';
import {
  EbiddingSupplierCard,
  ExpertCountCard,
  PurchaseHandleCard,
  QualifiedBusinessCard,
  QualifiedSupplierCard,
  SignInCard,
  TurnoverCard,
} from './purchase-cards';
import { ClassAmountCard, UnTicketCard } from './trip-cards';
import { BenchPageCard, UnreadMessagesCard } from './workflow-cards';

/** The grid of each work bench: two columns on a wide screen, one roomy column on a tablet. */
const LAYOUTS = {
  desktop: 'grid gap-6 lg:grid-cols-2',
  tablet: 'grid grid-cols-1 gap-10',
} as const;

/**
 * Every dashboard card of the work bench, one per call, each loading and failing
 * on its own; `/index` and `/pad_index` lay the same cards out differently.
 */
export function WorkbenchCards({ layout }: { layout: keyof typeof LAYOUTS }) {
  return (
    <div className={LAYOUTS[layout]}>
      <OrderSummaryCard />
      <TodoCard />
      <WorkTodoCard />
      <PubInquiryCard />
      <BenchPageCard />
      <UnreadMessagesCard />
      <TurnoverCard kind="goods" />
      <TurnoverCard kind="engineering" />
      <TurnoverCard kind="service" />
      <PurchaseHandleCard />
      <SignInCard />
      <EbiddingSupplierCard />
      <QualifiedSupplierCard />
      <QualifiedBusinessCard />
      <ExpertCountCard />
      <ClassAmountCard />
      <UnTicketCard />
    </div>
  );
}
