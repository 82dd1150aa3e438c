import { Button } from '@workbench/design-system';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import screenfull from 'screenfull';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';

/**
 * The fullscreen toggle of the top bar (docs/behaviour.md, "Layout"), a toggle button whose `aria-pressed`
 * follows the document's state; a browser without the Fullscreen API gets a warning
 * (docs/behaviour.md, "Error messages").
 */
export function FullscreenToggle() {
  const t = useT();
  const [active, setActive] = useState(screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const update = () => setActive(screenfull.isFullscreen);
    screenfull.on('change', update);
    return () => screenfull.off('change', update);
  }, []);

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('topbar.fullscreen')}
      aria-pressed={active}
      onPress={() => {
        if (!screenfull.isEnabled) {
          notify({ tone: 'warning', key: 'feedback.fullscreenUnsupported' });
          return;
        }
        void screenfull.toggle();
      }}
    >
      {active ? <Minimize aria-hidden="true" className="size-4" /> : <Maximize aria-hidden="true" className="size-4" />}
    </Button>
  );
}
