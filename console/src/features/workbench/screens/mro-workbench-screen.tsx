import { Screen } from '../../../components/screen';
import { MroCards } from '../components/mro-cards';

/**
 * The MRO work bench `/MRO_index` (docs/behaviour.md, "Routes"; docs/screens.md, "MRO"): the
 * figures, the items to replenish and the caller's requests, in the work bench's shell and cards.
 */
export default function MroWorkbenchScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <MroCards />
    </Screen>
  );
}
