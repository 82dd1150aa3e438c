import { useLiveSocket } from '../hooks/use-live-socket';
import { LiveStatus } from './live-status';
import { MessagesButton } from './messages-button';

/**
 * The messages feature of the top bar: runs the live socket for `token` and shows the
 * connection status and the messages button. The app mounts it lazily and only while signed in,
 * so none of it, the live socket included, is in the entry bundle.
 */
export default function MessagesCenter({ token }: { token: string }) {
  useLiveSocket(token);
  return (
    <>
      <LiveStatus />
      <MessagesButton />
    </>
  );
}
