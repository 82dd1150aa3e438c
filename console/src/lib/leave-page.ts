/** Where the page is going, once {@link leavePage} has sent it; `null` while it stays. */
let destination: string | null = null;

// A page restored from the back-forward cache stays again.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) destination = null;
  });
}

/**
 * Leaves the console for `href` with a full page load (a company switch, a logout, the sign-on
 * page). The first departure wins: a later one while the page is still going (the sign-on check
 * sending the visitor to sign in after a switch has dropped the token and a call meets 603 or
 * 700, or the live socket is closed with 4401 as the switch ends the old session) is ignored,
 * since a second `location.assign` would cancel the first navigation (docs/behaviour.md,
 * "Session").
 */
export function leavePage(href: string): void {
  if (destination !== null) return;
  destination = href;
  window.location.assign(href);
}
