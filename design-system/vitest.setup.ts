import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 5 s instead of 1 s: on a busy 2-core machine a dialog that
// opens after a fetch and a transition can take longer than 1 s, and the test failed on the wait,
// not on what it checks. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 5000 });
