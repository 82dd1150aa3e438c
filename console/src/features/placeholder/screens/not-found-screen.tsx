import { Link } from '@workbench/design-system';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { ScreenHeading } from '../../../components/screen-heading';

/** Shown for an address no route answers. */
export default function NotFoundScreen() {
  const t = useT();
  const [location] = useLocation();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <ScreenHeading title={t('screen.notFound.title')} />
      <p className="text-muted-foreground">{t('screen.notFound.body', { path: location })}</p>
      <p>
        <Link href={paths.index.href()}>{t('screen.notFound.back')}</Link>
      </p>
    </section>
  );
}
