import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { Welcome } from '../components/welcome';
import { WorkbenchCards } from '../components/workbench-cards';

/** The work bench `/index` (docs/behaviour.md, "Routes"): a greeting and the dashboard cards. */
export default function WorkbenchScreen() {
  const t = useT();
  return (
    <Screen title={t('workbench.title')}>
      <Welcome />
      <WorkbenchCards layout="desktop" />
    </Screen>
  );
}
