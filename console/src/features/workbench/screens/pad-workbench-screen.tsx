import { Screen } from '../../../components/screen';
import { Welcome } from '../components/welcome';
import { WorkbenchCards } from '../components/workbench-cards';

/**
 * The tablet work bench `/pad_index` (docs/behaviour.md, "Routes"): the same cards as `/index`
 * in one column with more room between them, under the route's own heading.
 */
export default function PadWorkbenchScreen({ title }: { title: string }) {
  return (
    <Screen title={title} className="mx-auto flex w-full max-w-3xl flex-col gap-10">
      <Welcome />
      <WorkbenchCards layout="tablet" />
    </Screen>
  );
}
