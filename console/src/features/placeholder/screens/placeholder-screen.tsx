import { Construction } from 'lucide-react';
import { useT } from '../../../i18n';
import { Screen } from '../../../components/screen';

/**
 * A fixed route whose contents are not built yet (`/MRO_index`, docs/behaviour.md, "Routes"): it
 * says so plainly, in the user's language, under the route's title. Every menu screen has its own.
 */
export default function PlaceholderScreen({ title }: { title: string }) {
  const t = useT();
  return (
    <Screen title={title} className="gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-surface p-6">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div>
          <p className="font-medium">{t('screen.placeholder.title')}</p>
          <p className="text-muted-foreground">{t('screen.placeholder.body', { name: title })}</p>
        </div>
      </div>
    </Screen>
  );
}
