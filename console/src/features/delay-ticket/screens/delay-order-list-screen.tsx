import { Screen } from '../../../components/screen';
import { DelayOrderTable } from '../components/delay-tables';
import { StrandedTickets } from '../components/stranded-tickets';

/**
 * The menu screen `delayOrderList` (docs/behaviour.md, "Routes"): the stranded
 * tickets, under the menu entry's name.
 */
export default function DelayOrderListScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <StrandedTickets>{({ orders }) => <DelayOrderTable orders={orders} />}</StrandedTickets>
    </Screen>
  );
}
