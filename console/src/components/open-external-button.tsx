import { isConnectionUrl } from '@workbench/contracts';
import { Button } from '@workbench/design-system';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../stores/feedback';

/** Props of {@link OpenExternalButton}. */
export interface OpenExternalButtonProps {
  /** The button's text (its accessible name). */
  label: string;
  /** Asks the server for the address to open; a refused call throws (the API client shows why). */
  resolve: () => Promise<string>;
  /** The warning's text (translated) shown when the answer is not an absolute http(s) address. */
  badUrl: string;
}

/**
 * A button that asks the server for another system's address and opens it in a new tab without
 * access to this page (`noopener,noreferrer`; WCAG 3.2.5 holds as the button says it opens
 * elsewhere by its icon and text). Only an absolute http(s) URL is opened (`isConnectionUrl` of a
 * server address, docs/screens.md, "System"); anything else is refused with the `badUrl` warning.
 */
export function OpenExternalButton({ label, resolve, badUrl }: OpenExternalButtonProps) {
  const [pending, setPending] = useState(false);

  const open = async () => {
    setPending(true);
    try {
      const url = await resolve();
      if (isConnectionUrl('server', url)) window.open(url, '_blank', 'noopener,noreferrer');
      else notify({ tone: 'warning', text: badUrl });
    } catch {
      // Shown by the API client.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" isPending={pending} onPress={() => void open()}>
      <ExternalLink aria-hidden="true" />
      {label}
    </Button>
  );
}
