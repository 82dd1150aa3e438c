import { MAX_PAGE_SIZE, processListResource } from '@workbench/contracts';
import { Select, SelectItem } from '@workbench/design-system';
import type { FieldEditorProps } from '../../../components/resource/resource-form';
import { useResourceText } from '../../../components/resource/resource-text';
import { useDocumentList } from '../../../api/document-list';

/**
 * The editor of an application's `documentId` (docs/screens.md, "Approval processes"): a select of
 * the documents the company sees (the document list's first page of 100, newest first), "None"
 * first. The server's refusal (a document the company may not see) shows under it.
 */
export function DocumentSelect({ label, description, value, onChange, error }: FieldEditorProps) {
  const rt = useResourceText(processListResource);
  const { data } = useDocumentList({ pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const items = [
    { id: 0, name: rt('noDocument') },
    ...(data?.list ?? []).map((row) => ({ id: row.id, name: row.title })),
  ];
  return (
    <Select
      label={label}
      description={description}
      items={items}
      selectedKey={typeof value === 'number' ? value : 0}
      onSelectionChange={(key) => onChange(key === 0 || key === null ? null : Number(key))}
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
