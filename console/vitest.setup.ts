import '@testing-library/jest-dom/vitest';
import { loadCatalogue } from './src/i18n';

// The console loads English on demand; tests switch languages synchronously, so both are loaded.
await loadCatalogue('en');
