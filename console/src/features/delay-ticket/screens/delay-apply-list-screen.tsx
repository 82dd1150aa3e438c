import { Screen } from '../../../components/screen';
import { DelayApplyTable } from '../components/delay-tables';
import { StrandedTickets } from '../components/stranded-tickets';

/**
 * The menu screen `delayApplyList` (spec section 2, "delay ticket: apply list"): the applications
 * to refund or change a stranded ticket, under the menu entry's name.
 */
export default function DelayApplyListScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <StrandedTickets>{({ applies }) => <DelayApplyTable applies={applies} />}</StrandedTickets>
    </Screen>
  );
}
