import { isConnectionUrl } from '@workbench/contracts';
import { Button } from '@workbench/design-system';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';
import { travelLogin } from '../api/travel-login';

/**
 * "Open travel service": asks the travel service's single sign-on for its address and opens it in
 * a new tab without access to this page (`noopener,noreferrer`). Only an absolute http(s) URL is
 * opened (`isConnectionUrl` of a server address); anything else is refused with a warning. A
 * refusal of the call (403, 404) is shown by the API client.
 */
export function OpenTravelService() {
  const t = useT();
  const [pending, setPending] = useState(false);

  const open = async () => {
    setPending(true);
    try {
      const { url } = await travelLogin();
      if (isConnectionUrl('server', url)) window.open(url, '_blank', 'noopener,noreferrer');
      else notify({ tone: 'warning', key: 'delayTicket.travel.badUrl' });
    } catch {
      // Shown by the API client.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" isPending={pending} onPress={() => void open()}>
      <ExternalLink aria-hidden="true" />
      {t('delayTicket.travel.open')}
    </Button>
  );
}
