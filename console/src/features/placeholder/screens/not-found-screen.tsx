import { Link } from '@workbench/design-system';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { Screen } from '../../../components/screen';

/** Shown for an address no route answers. */
export default function NotFoundScreen() {
  const t = useT();
  const [location] = useLocation();
  return (
    <Screen title={t('screen.notFound.title')} className="gap-4">
      <p className="text-muted-foreground">{t('screen.notFound.body', { path: location })}</p>
      <p>
        <Link href={paths.index.href()}>{t('screen.notFound.back')}</Link>
      </p>
    </Screen>
  );
}
