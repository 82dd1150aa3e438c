import { ScreenHeading } from '../../../components/screen-heading';
import { useT } from '../../../i18n';
import { Welcome } from '../components/welcome';
import { WorkbenchCards } from '../components/workbench-cards';

/** The work bench `/index` (spec sections 2 and 7; issue 6 item 1): a greeting and the dashboard cards. */
export default function WorkbenchScreen() {
  const t = useT();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <ScreenHeading title={t('workbench.title')} />
      <Welcome />
      <WorkbenchCards layout="desktop" />
    </section>
  );
}
