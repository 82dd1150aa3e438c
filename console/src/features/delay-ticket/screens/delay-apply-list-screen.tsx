import { ScreenHeading } from '../../../components/screen-heading';
import { DelayApplyTable } from '../components/delay-tables';
import { StrandedTickets } from '../components/stranded-tickets';

/**
 * The menu screen `delayApplyList` (spec section 2, "delay ticket: apply list"): the applications
 * to refund or change a stranded ticket, under the menu entry's name.
 */
export default function DelayApplyListScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <ScreenHeading title={title} />
      <StrandedTickets>{({ applies }) => <DelayApplyTable applies={applies} />}</StrandedTickets>
    </section>
  );
}
