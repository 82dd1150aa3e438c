import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { ROUTER_BASE } from '../config/paths';
import { loadCatalogue } from '../i18n';
import '../index.css';
import { AppProvider } from './provider';
import { startFirstCheck } from './guard';
import { AppRoutes, FIRST_VIEW } from './router';
import { settingsStore } from '../stores/settings';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The session check and the first view's code go out before anything renders.
startFirstCheck(FIRST_VIEW);

// An English visitor's catalogue loads before the first render, so no Chinese text flashes; a
// catalogue that cannot load leaves the default language. (Not a top-level await: that makes the
// bundler split the entry into many more chunks, over the size budget.)
void loadCatalogue(settingsStore.language)
  .catch((error: unknown) => {
    console.warn('i18n: the catalogue did not load', error);
    settingsStore.language = 'zh';
  })
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Router base={ROUTER_BASE}>
          <AppProvider>
            <AppRoutes />
          </AppProvider>
        </Router>
      </StrictMode>,
    ),
  );
