import { myReportResource, titleOf, type RowOf } from '@workbench/contracts';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { GOODS_DETAIL_PATH, type GoodsDetail } from '../features/supply-chain/api/get-goods-detail';
import type { Language } from '../i18n';
import { api } from '../lib/api-client';
import type { RequestParams } from '../lib/signature';
import { settingsStore } from '../stores/settings';
import type { ViewKeyParam, ViewRecord } from '../stores/tags-view';

/** How the record a detail view shows is named: the call its screen reads it with, and its name in a language. */
interface RecordSource {
  path: string;
  params: (value: string) => RequestParams;
  name: (row: unknown, language: Language) => string | undefined;
  /**
   * The query value itself names the record when its name cannot be read (a code people know, such
   * as a SKU); an internal id (a report's) never shows.
   */
  valueNames: boolean;
}

/** Marks the SWR keys of the calls that name tags, apart from the same calls of the screens. */
const TAG_NAME = 'tag-name';

/** The detail views whose tag names their record, by the query value that refers to it. */
const RECORD_SOURCES: Partial<Record<ViewKeyParam, RecordSource>> = {
  reportId: {
    path: myReportResource.paths.detail,
    params: (value) => ({ id: Number(value) }),
    name: (row, language) => titleOf(myReportResource, row as RowOf<typeof myReportResource>, language) || undefined,
    valueNames: false,
  },
  sku: {
    path: GOODS_DETAIL_PATH,
    params: (value) => ({ sku: value }),
    name: (row) => (row as GoodsDetail).name || undefined,
    valueNames: true,
  },
};

/**
 * Reads one record's name in the interface language and reports it: quietly (a record gone since a
 * tag was restored shows no message, its tag simply names the view), and under a key of its own,
 * so the view's screen still makes its own call and shows its own messages, whichever comes first.
 */
function RecordName({
  id,
  value,
  source,
  onName,
}: {
  id: string;
  value: string;
  source: RecordSource;
  onName: (id: string, name: string | undefined) => void;
}) {
  const { language } = useSnapshot(settingsStore);
  const { data, error } = useSWR([source.path, source.params(value), language, TAG_NAME], ([path, body]) =>
    api<unknown>(path, body, { quiet: true }),
  );
  const name = data !== undefined ? source.name(data, language) : error && source.valueNames ? value : undefined;
  useEffect(() => onName(id, name), [id, name, onName]);
  return null;
}

/**
 * The names of the records the open and recently closed detail views show, in the interface
 * language (docs/behaviour.md, "Tag bar"), each reported to `onName` by its `id`: read for a
 * report or an item, the query value itself for a record no call names (a `proCode`).
 */
export default function RecordNames({
  records,
  onName,
}: {
  records: readonly (ViewRecord & { id: string })[];
  onName: (id: string, name: string | undefined) => void;
}) {
  return records.map(({ id, ...record }) => {
    const source = RECORD_SOURCES[record.param];
    return source ? (
      <RecordName key={id} id={id} value={record.value} source={source} onName={onName} />
    ) : (
      <RecordValue key={id} id={id} value={record.value} onName={onName} />
    );
  });
}

/** Reports a record named by its query value. */
function RecordValue({
  id,
  value,
  onName,
}: {
  id: string;
  value: string;
  onName: (id: string, name: string | undefined) => void;
}) {
  useEffect(() => onName(id, value), [id, value, onName]);
  return null;
}
