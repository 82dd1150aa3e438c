import { useEffect, useRef } from 'react';
import { useT } from '../i18n';

/** Whether a view has been shown since the page loaded: the first one keeps the browser's focus. */
let shownBefore = false;

/**
 * The heading of a view (`h1` with the given `id`, which names its section): sets `document.title`, and after a navigation
 * moves focus to itself, so keyboard and screen-reader users land where the new content starts
 * and hear the view's name once, as the focused heading (WCAG 2.4.2, 2.4.3); saying it in the
 * live region as well made screen readers say it twice.
 */
export function ScreenHeading({ id, title }: { id: string; title: string }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  const appName = t('app.name');

  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);

  useEffect(() => {
    // Only a new view moves focus, not a language switch that renames this one.
    if (shownBefore) ref.current?.focus();
    shownBefore = true;
  }, []);

  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="text-2xl font-semibold outline-none">
      {title}
    </h1>
  );
}
