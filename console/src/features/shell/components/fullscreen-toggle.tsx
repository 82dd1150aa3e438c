import { Button } from '@workbench/design-system';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import screenfull from 'screenfull';
import { useT } from '../../../i18n';
import { notify } from '../../../stores/feedback';

/**
 * Whether the document is in full screen, followed live, and a toggle that enters or leaves it;
 * a browser without the Fullscreen API gets a warning instead (docs/behaviour.md, "Layout" and
 * "Error messages"). Shared by the top bar's toggle button and its overflow menu's checkbox item.
 */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const update = () => setActive(screenfull.isFullscreen);
    screenfull.on('change', update);
    return () => screenfull.off('change', update);
  }, []);

  const toggle = () => {
    if (!screenfull.isEnabled) {
      notify({ tone: 'warning', key: 'feedback.fullscreenUnsupported' });
      return;
    }
    void screenfull.toggle();
  };
  return { active, toggle };
}

/**
 * The fullscreen toggle of the top bar (docs/behaviour.md, "Layout"), a toggle button whose `aria-pressed`
 * follows the document's state (see {@link useFullscreen}).
 */
export function FullscreenToggle() {
  const t = useT();
  const { active, toggle } = useFullscreen();
  return (
    <Button variant="ghost" size="icon" aria-label={t('topbar.fullscreen')} aria-pressed={active} onPress={toggle}>
      {active ? <Minimize aria-hidden="true" className="size-4" /> : <Maximize aria-hidden="true" className="size-4" />}
    </Button>
  );
}
