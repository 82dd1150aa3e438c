import {
  DAY_MS,
  myReportResource,
  REPORT_CONTRACT_KINDS,
  REPORT_TOP_N_MAX,
  type ReportResult,
  reportPaths,
  type RowOf,
  titleOf,
} from '@workbench/contracts';
import { Button, EmptyState, Form, NumberField, Select, SelectItem, TextField } from '@workbench/design-system';
import { Download, FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useResourceText } from '../../../components/resource/resource-text';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { useApi } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { dayBound, dayOf, formatThousands } from '../../../lib/format';
import { notify } from '../../../stores/feedback';
import { settingsStore } from '../../../stores/settings';

type Report = RowOf<typeof myReportResource>;

/** The parameters as the form holds them: the period as days (`yyyy-MM-dd`, China time). */
interface Params {
  from: string;
  to: string;
  topN: number;
  contractKind: string;
}

/** A report's default parameters: its last `rangeDays` days, today included. */
function defaultsOf(report: Report): Params {
  const now = Date.now();
  return {
    from: dayOf(now - (report.rangeDays - 1) * DAY_MS),
    to: dayOf(now),
    topN: report.topN,
    contractKind: report.contractKind,
  };
}

/** The run's query: the report and its parameters, the days as the bounds of the period (epoch ms). */
function queryOf(report: Report, params: Params) {
  return {
    id: report.id,
    from: dayBound(params.from, 'from'),
    to: dayBound(params.to, 'to'),
    topN: params.topN,
    contractKind: params.contractKind,
  };
}

/**
 * One report, run (docs/screens.md, "Reports"): the parameter form, then the chart of the result
 * with its table alternative opened (the design system's chart: the SVG is one named image, the
 * table the same numbers), and the `.xlsx` export of the same run. The server checks every
 * parameter; a refusal shows on its field.
 */
function ReportView({ report, title }: { report: Report; title: string }) {
  const t = useT();
  const rt = useResourceText(myReportResource);
  const { language } = useSnapshot(settingsStore);
  const [draft, setDraft] = useState<Params>(() => defaultsOf(report));
  const [params, setParams] = useState<Params>(draft);
  const query = queryOf(report, params);
  const { data: result, error, mutate } = useApi<ReportResult>(reportPaths.run, query);
  const name = titleOf(myReportResource, report, language);
  const set = <K extends keyof Params>(key: K, value: Params[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const formatValue = (value: number) => formatThousands(value);
  const hasTopN = report.kind === 'spendBySupplier';
  const hasContractKind = report.kind !== 'applicationsByStatus';

  // A parameter the server refused shows on its field (docs/screens.md, "Reports"), not as a load error.
  const fieldErrors = error?.fieldErrors ?? {};
  const refusedOnField = Object.keys(fieldErrors).length > 0;
  let body;
  if (error && !refusedOnField) body = <LoadError onRetry={() => void mutate()} />;
  else if (!result) body = error ? null : <LoadingLines lines={6} />;
  else if (result.rows.length === 0) body = <EmptyState icon={<FileSearch />} title={t('reports.empty')} />;
  else
    body = (
      <LazyChart
        kind={result.chart}
        title={name}
        description={t('reports.description', { kind: rt(`kind.${result.kind}`), from: params.from, to: params.to })}
        data={result.rows.map((row) => ({ label: row.label, value: row.value }))}
        formatValue={formatValue}
        columns={{
          category: t('reports.category'),
          value: t(result.measure === 'amount' ? 'reports.amount' : 'reports.count'),
        }}
        height={280}
        defaultTableOpen
      />
    );

  return (
    <Screen
      title={title === name ? title : `${title} · ${name}`}
      actions={
        <Button
          variant="outline"
          isDisabled={!result}
          onPress={() => {
            download(reportPaths.export, query, { method: 'GET' });
            notify({ tone: 'info', key: 'resource.exporting' });
          }}
        >
          <Download aria-hidden="true" />
          {t('reports.export')}
        </Button>
      }
    >
      {report.description ? <p className="text-sm text-muted-foreground">{report.description}</p> : null}
      <Form
        aria-label={t('reports.params')}
        className="flex-row flex-wrap items-end"
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(draft);
        }}
      >
        <TextField
          name="from"
          className="w-44"
          type="date"
          label={t('reports.from')}
          isRequired
          value={draft.from}
          onChange={(day) => set('from', day)}
        />
        <TextField
          name="to"
          className="w-44"
          type="date"
          label={t('reports.to')}
          isRequired
          value={draft.to}
          onChange={(day) => set('to', day)}
        />
        {hasTopN ? (
          <NumberField
            name="topN"
            className="w-36"
            label={rt('topN')}
            minValue={1}
            maxValue={REPORT_TOP_N_MAX}
            step={1}
            incrementLabel={t('resource.increase')}
            decrementLabel={t('resource.decrease')}
            value={draft.topN}
            onChange={(value) => set('topN', Number.isNaN(value) ? 1 : value)}
          />
        ) : null}
        {hasContractKind ? (
          <Select
            name="contractKind"
            className="w-44"
            label={rt('contractKind')}
            items={REPORT_CONTRACT_KINDS.map((kind) => ({ id: kind, name: rt(`contractKind.${kind}`) }))}
            selectedKey={draft.contractKind}
            onSelectionChange={(key) => set('contractKind', String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : null}
        <Button type="submit" variant="primary">
          {t('reports.run')}
        </Button>
      </Form>
      {body}
    </Screen>
  );
}

/**
 * The report view (menu `url` `reportDetail`, opened from My reports with `?reportId=`): the
 * report the address names, if the caller may run it, else a notice; loading and error states.
 */
export default function ReportDetailScreen({ title }: { title: string }) {
  const t = useT();
  const id = Number(new URLSearchParams(useSearch()).get('reportId'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: report, error, mutate } = useApi<Report>(valid ? myReportResource.paths.detail : null, { id });
  if (!valid || error?.code === 404)
    return (
      <Screen title={title}>
        <EmptyState icon={<FileSearch />} title={t('reports.missing')} />
      </Screen>
    );
  if (error)
    return (
      <Screen title={title}>
        <LoadError onRetry={() => void mutate()} />
      </Screen>
    );
  if (!report)
    return (
      <Screen title={title}>
        <LoadingLines lines={6} />
      </Screen>
    );
  return <ReportView key={report.id} report={report} title={title} />;
}
