import { projectPaths, type ProjectAnalysis } from '@workbench/contracts';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Static } from 'typebox';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { useApi } from '../../../lib/api-client';
import { formatCompactMoney, formatMoney } from '../../../lib/format';

type Analysis = Static<typeof ProjectAnalysis>;

/**
 * The project analysis (menu `url` `projectAnalysis`, docs/screens.md, "Projects"): the projects
 * the caller may see counted by state, and their contract amounts summed by major, each a bar
 * chart of the design system with its data table a Tab and an Enter away (WCAG 1.1.1).
 */
export default function ProjectAnalysisScreen({ title }: { title: string }) {
  const t = useT();
  const intl = useIntl();
  const { data, error, mutate } = useApi<Analysis>(projectPaths.analysis, {});
  const count = useCallback((value: number) => intl.formatNumber(value), [intl]);
  const money = useCallback((yuan: number) => formatMoney(yuan, intl.locale), [intl]);
  const projects = data?.byState.reduce((total, figure) => total + figure.projectCount, 0) ?? 0;
  const amount = data?.byMajor.reduce((total, figure) => total + figure.contractAmount, 0) ?? 0;
  return (
    <Screen title={title}>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingLines lines={8} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <LazyChart
            kind="bar"
            title={t('projects.analysis.byState')}
            description={t('projects.analysis.byStateDescription', { count: count(projects) })}
            data={data.byState.map((figure) => ({ label: figure.name, value: figure.projectCount }))}
            formatValue={count}
            columns={{ category: t('projects.analysis.state'), value: t('projects.analysis.projects') }}
          />
          <LazyChart
            kind="bar"
            title={t('projects.analysis.byMajor')}
            description={t('projects.analysis.byMajorDescription', { amount: money(amount) })}
            data={data.byMajor.map((figure) => ({ label: figure.name, value: figure.contractAmount }))}
            formatValue={money}
            formatTick={(yuan) => formatCompactMoney(yuan, intl.locale)}
            columns={{ category: t('projects.analysis.major'), value: t('projects.analysis.amount') }}
          />
        </div>
      )}
    </Screen>
  );
}
