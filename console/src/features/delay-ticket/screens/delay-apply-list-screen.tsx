import { Screen } from '../../../components/screen';
import { DelayApplyTable } from '../components/delay-tables';
import { StrandedTickets } from '../components/stranded-tickets';

/**
 * The menu screen `delayApplyList` (docs/behaviour.md, "Routes"): the applications
 * to refund or change a stranded ticket, under the menu entry's name.
 */
export default function DelayApplyListScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <StrandedTickets>{({ applies }) => <DelayApplyTable applies={applies} />}</StrandedTickets>
    </Screen>
  );
}
