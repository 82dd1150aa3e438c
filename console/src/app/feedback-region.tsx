import { X } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Button } from '@workbench/design-system';
import { useT } from '../i18n';
import { dismiss, feedbackStore, type FeedbackItem } from '../stores/feedback';

function FeedbackText({ item }: { item: FeedbackItem }) {
  const t = useT();
  const text = item.text ?? (item.key ? t(item.key, item.values) : '');
  // The server's msg is text, never markup; the request number is added by the console.
  return (
    <span>
      {text}
      {item.requestId ? ` [${t('request.number', { id: item.requestId })}]` : null}
    </span>
  );
}

/**
 * The message feedback of spec section 8: a polite live region that never takes focus; each
 * message stays until dismissed.
 */
export function FeedbackRegion() {
  const { items } = useSnapshot(feedbackStore);
  const t = useT();
  return (
    <section
      aria-label={t('feedback.region')}
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-4"
    >
      <div role="status" aria-live="polite" className="contents">
        {items.map((item) => (
          <div
            key={item.id}
            data-tone={item.tone}
            className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-md border border-border bg-surface px-4 py-2 text-sm text-foreground shadow-md data-[tone=error]:border-destructive data-[tone=warning]:border-warning"
          >
            <FeedbackText item={item} />
            <Button variant="ghost" size="icon" aria-label={t('feedback.dismiss')} onPress={() => dismiss(item.id)}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
