import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { announce } from '../stores/announcer';

/** Whether a view has been shown since the page loaded: the first one keeps the browser's focus. */
let shownBefore = false;

/**
 * The heading of a view (`h1` with the given `id`, which names its section): sets `document.title`, and after a navigation
 * moves focus to itself and has the live region name the view, so keyboard and screen-reader
 * users land where the new content starts (WCAG 2.4.2, 2.4.3, 4.1.3).
 */
export function ScreenHeading({ id, title }: { id: string; title: string }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  const appName = t('app.name');

  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);

  useEffect(() => {
    if (shownBefore) {
      ref.current?.focus();
      announce(title);
    }
    shownBefore = true;
    // Only a new view moves focus, not a language switch that renames this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="text-2xl font-semibold outline-none">
      {title}
    </h1>
  );
}
