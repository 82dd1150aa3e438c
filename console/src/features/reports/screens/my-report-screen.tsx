import { myReportResource, titleOf } from '@workbench/contracts';
import { useSnapshot } from 'valtio';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useT } from '../../../i18n';
import { settingsStore } from '../../../stores/settings';
import { useReportHref } from '../hooks/use-report-href';

/**
 * My reports (menu `url` `myReport`, docs/screens.md, "Reports"): the reports the caller made or
 * that were shared with its account or one of its roles; each opens its report view.
 */
export default function MyReportScreen({ title }: { title: string }) {
  const t = useT();
  const { language } = useSnapshot(settingsStore);
  const href = useReportHref();
  return (
    <ResourceListScreen
      definition={myReportResource}
      title={title}
      rowActions={(report) =>
        href
          ? [
              {
                id: 'open',
                label: t('reports.open'),
                accessibleLabel: t('reports.openNamed', { name: titleOf(myReportResource, report, language) }),
                href: href(report.id),
              },
            ]
          : []
      }
    />
  );
}
