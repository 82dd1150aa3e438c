import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { catalogue, LOCALE_TAG, type Language } from '../i18n';

/**
 * The providers a console component needs in a unit test: react-intl in `language` (default
 * `zh`, docs/behaviour.md, "Formats and limits") and an SWR cache of its own per render, with no deduplication and no
 * retry on error, so each test sees exactly the requests it makes.
 */
export function TestProviders({ children, language = 'zh' }: { children: ReactNode; language?: Language }) {
  return (
    <IntlProvider locale={LOCALE_TAG[language]} messages={catalogue(language)}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </IntlProvider>
  );
}
