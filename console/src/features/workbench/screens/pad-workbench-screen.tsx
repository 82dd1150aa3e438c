import { Screen } from '../../../components/screen';
import { Welcome } from '../components/welcome';
import { WorkbenchDashboard } from '../components/workbench-dashboard';

/**
 * The tablet work bench `/pad_index` (docs/behaviour.md, "Routes" and "Layout"): the same parts as
 * `/index` in at most two columns with more room between them, under the route's own heading, laid out for
 * 768 to 1024 px. Every link and button of its cards is at least 44 x 44 CSS px, a finger's
 * target (WCAG 2.2 SC 2.5.5 Target Size, Enhanced).
 */
export default function PadWorkbenchScreen({ title }: { title: string }) {
  return (
    <Screen
      title={title}
      className="mx-auto flex w-full max-w-3xl flex-col gap-10 [&_:is(a,button,[role=tab],[role=link])]:min-h-11 [&_:is(a,button,[role=tab],[role=link])]:min-w-11 [&_:is(a,button,[role=tab],[role=link])]:items-center"
    >
      <Welcome />
      <WorkbenchDashboard layout="tablet" />
    </Screen>
  );
}
