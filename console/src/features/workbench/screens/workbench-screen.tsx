import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { Welcome } from '../components/welcome';
import { WorkbenchDashboard } from '../components/workbench-dashboard';

/** The work bench `/index` (docs/behaviour.md, "Routes"; docs/screens.md, "Work bench"): a greeting and the dashboard. */
export default function WorkbenchScreen() {
  const t = useT();
  return (
    <Screen title={t('workbench.title')}>
      <Welcome />
      <WorkbenchDashboard layout="desktop" />
    </Screen>
  );
}
