import {
  BULK_MAX,
  type BulkResult as BulkAnswer,
  type MatchingIds,
  type ResourceDefinition,
} from '@workbench/contracts';
import { AlertDialog, BulkActionBar, BulkResult, Button, Dialog, type BulkAction } from '@workbench/design-system';
import { useState } from 'react';
import { useT } from '../../i18n';
import { api } from '../../lib/api-client';
import { useRevalidateResource } from './use-resource';

/**
 * An action a list offers on its selected rows (docs/behaviour.md, "Lists", bulk work): one
 * request to `path` with the rows' ids and `body`, answered by a `BulkResult`.
 */
export interface ResourceBulkAction {
  /** Unique within the list. */
  id: string;
  /** What its button says (停用). */
  label: string;
  /** The bulk call (`paths.deleteMany`, `personPaths.enableMany`). */
  path: string;
  /** What the call takes besides `ids` (`{enabled: 'N'}`). */
  body?: Record<string, unknown>;
  /**
   * Asks before it runs, naming the count: the title, the question and the confirm button's
   * label. Every destructive action asks.
   */
  confirm?: (count: number) => { title: string; message: string; confirmLabel: string };
  /** A destructive action (delete): its button and its confirmation in the destructive colour. */
  isDestructive?: boolean;
}

/** Props of {@link BulkWork}. */
export interface BulkWorkProps {
  definition: ResourceDefinition;
  /** The ids of the selected rows, of any page. */
  selected: readonly string[];
  actions: readonly ResourceBulkAction[];
  /** Clears the selection: after a clear, and after an action has run. */
  onClear: () => void;
  /** How many rows the list's filters find in all. */
  total: number;
  /** The list query of the filters and sort shown, paging aside: what "select all" selects. */
  query: Record<string, unknown>;
  /** Selects the rows of these ids (every row the filters find). */
  onSelect: (ids: readonly string[]) => void;
}

/**
 * A list's bulk work: the {@link BulkActionBar} while rows are selected, the confirmation of an
 * action that asks, and once the server has answered, the {@link BulkResult} in a dialog: how many
 * were done and each refused row with why, in the reader's language. The list's rows are fetched
 * again after every action.
 */
export function BulkWork({ definition, selected, actions, onClear, total, query, onSelect }: BulkWorkProps) {
  const t = useT();
  const [asking, setAsking] = useState<ResourceBulkAction | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ action: ResourceBulkAction; result: BulkAnswer } | null>(null);
  const revalidate = useRevalidateResource(definition);

  const run = async (action: ResourceBulkAction) => {
    setRunning(action.id);
    try {
      const result = await api<BulkAnswer>(action.path, { ids: selected.map(Number), ...action.body });
      await revalidate();
      onClear();
      setAnswer({ action, result });
    } catch {
      // The API client has shown why the whole request was refused (403, rows not found).
    } finally {
      setRunning(null);
    }
  };
  const bar: BulkAction[] = actions.map((action) => ({
    id: action.id,
    label: action.label,
    isDestructive: action.isDestructive,
    isPending: running === action.id,
    onAction: () => (action.confirm ? setAsking(action) : void run(action)),
  }));
  const question = asking?.confirm?.(selected.length);
  // Every row the filters find, on every page, up to what one bulk request takes.
  const [selectingAll, setSelectingAll] = useState(false);
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const { ids } = await api<MatchingIds>(definition.paths.ids, query);
      onSelect(ids.map(String));
    } catch {
      // The API client has shown why.
    } finally {
      setSelectingAll(false);
    }
  };
  const reachable = Math.min(total, BULK_MAX);

  return (
    <>
      <BulkActionBar
        count={selected.length}
        actions={bar}
        labels={{
          toolbar: t('resource.bulkToolbar'),
          selected: t('resource.selectedCount', { count: selected.length }),
          clear: t('resource.clearSelection'),
        }}
        onClear={onClear}
        selectAll={
          selected.length < reachable
            ? {
                label: t(total > BULK_MAX ? 'resource.selectFirstMatching' : 'resource.selectAllMatching', {
                  count: reachable,
                }),
                onPress: () => void selectAll(),
                isPending: selectingAll,
              }
            : undefined
        }
      />
      <AlertDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        tone={asking?.isDestructive ? 'destructive' : undefined}
        title={question?.title ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        cancelLabel={t('resource.cancel')}
        isPending={running !== null}
        onConfirm={async () => {
          if (asking) await run(asking);
        }}
      >
        {question?.message ?? ''}
      </AlertDialog>
      <Dialog
        isOpen={answer !== null}
        onOpenChange={(open) => !open && setAnswer(null)}
        title={t('resource.bulkResultTitle', { action: answer?.action.label ?? '' })}
        closeLabel={t('resource.close')}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {t('resource.close')}
          </Button>
        )}
      >
        {answer ? (
          <BulkResult
            summary={t('resource.bulkSummary', {
              done: answer.result.done.length,
              refused: answer.result.refused.length,
            })}
            refusedLabel={t('resource.bulkRefused')}
            refused={answer.result.refused}
          />
        ) : null}
      </Dialog>
    </>
  );
}
