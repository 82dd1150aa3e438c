import { OpenExternalButton } from '../../../components/open-external-button';
import { useT } from '../../../i18n';
import { travelLogin } from '../api/travel-login';

/**
 * "Open travel service": the travel service's single sign-on address (`ZtripSsoLogin/login`),
 * opened in a new tab by {@link OpenExternalButton}. A refusal of the call (403, 404) is shown by
 * the API client.
 */
export function OpenTravelService() {
  const t = useT();
  return (
    <OpenExternalButton
      label={t('delayTicket.travel.open')}
      resolve={async () => (await travelLogin()).url}
      badUrl={t('delayTicket.travel.badUrl')}
    />
  );
}
