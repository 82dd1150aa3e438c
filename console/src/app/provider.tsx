import { FieldMessages } from '@workbench/design-system';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ROUTER_BASE } from '../config/paths';
import { catalogue, LOCALE_TAG, useT } from '../i18n';
import { settingsStore } from '../stores/settings';

/** Turns a console path (`/index`) into the address the browser shows (`/admin/index`). */
function useHref(href: string): string {
  return href.startsWith('/') ? `${ROUTER_BASE}${href}` : href;
}

/**
 * The errors a field would leave to the browser, which words them in its own language (a Chinese
 * console in an English Chromium said "Please select an item in the list."), in the interface's.
 */
function FieldMessagesInLanguage({ children }: { children: ReactNode }) {
  const t = useT();
  const messages = useMemo(() => ({ valueMissing: t('form.required') }), [t]);
  return <FieldMessages value={messages}>{children}</FieldMessages>;
}

/**
 * The console's providers: react-intl in the chosen language (docs/architecture.md, "Languages"), SWR
 * (docs/architecture.md, "State"), and react-aria-components' router so that design-system links navigate with
 * wouter inside `/admin` (docs/architecture.md, "Routing"). React Aria's own words (a sortable column,
 * a sort announced, a date field's parts) follow the chosen language too, not the browser's, and so
 * do the field errors the browser would say (a required field left empty).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(settingsStore);
  const [, navigate] = useLocation();

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAG[language];
  }, [language]);

  return (
    <IntlProvider locale={LOCALE_TAG[language]} messages={catalogue(language)} defaultLocale={LOCALE_TAG.zh}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <I18nProvider locale={LOCALE_TAG[language]}>
          <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
            <FieldMessagesInLanguage>{children}</FieldMessagesInLanguage>
          </RouterProvider>
        </I18nProvider>
      </SWRConfig>
    </IntlProvider>
  );
}
