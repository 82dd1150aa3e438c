import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT, type MessageKey } from '../../../i18n';
import type { LiveSocketState } from '../../../lib/live-socket';
import { announce } from '../../../stores/announcer';
import { LIVE_STATUS_LABEL, liveSocketStore } from '../../../stores/live-socket';

/**
 * What is announced when the state changes. Worded apart from {@link LIVE_STATUS_LABEL} so the status and
 * the live region never hold the same text.
 */
const ANNOUNCEMENT: Record<LiveSocketState, MessageKey> = {
  connecting: 'live.announce.connecting',
  open: 'live.announce.open',
  closed: 'live.announce.closed',
};

const ICON = { connecting: LoaderCircle, open: Wifi, closed: WifiOff } as const;

/**
 * The live socket's connection status in the top bar: an icon whose shape (and colour) tells the
 * state, with the state as visually hidden text and as the tooltip. Each change after the first
 * connection is announced through the shell's polite live region (WCAG 4.1.3); the first
 * connection on sign-in is not, being no news. Below the top bar's narrow breakpoint (its
 * `topbar` container, docs/behaviour.md, "Layout") the icon is hidden and the overflow menu says
 * the state instead; it stays mounted, so changes are still announced, once.
 */
export function LiveStatus() {
  const t = useT();
  const { state } = useSnapshot(liveSocketStore);
  const previous = useRef<LiveSocketState>(state);
  const wasOpen = useRef(state === 'open');

  useEffect(() => {
    if (state !== previous.current && wasOpen.current) announce(t(ANNOUNCEMENT[state]));
    previous.current = state;
    if (state === 'open') wasOpen.current = true;
  }, [state, t]);

  const Icon = ICON[state];
  const label = t(LIVE_STATUS_LABEL[state]);
  return (
    <span title={label} className="hidden size-9 items-center justify-center @2xl/topbar:flex">
      <Icon
        aria-hidden="true"
        data-state={state}
        className="size-4 data-[state=closed]:text-destructive-text data-[state=connecting]:text-muted-foreground data-[state=open]:text-success-text data-[state=connecting]:motion-safe:animate-spin"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
