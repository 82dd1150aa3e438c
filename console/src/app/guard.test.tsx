import { render, screen, waitFor } from '@testing-library/react';
import { toast, ToastRegion } from '@workbench/design-system';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../api/menus';
import { sessionStore } from '../stores/session';
import { setLanguage, settingsStore } from '../stores/settings';
import { tagsViewStore, viewKey, withAffix } from '../stores/tags-view';
import { TestProviders } from '../testing/providers';
import { AuthGate, FIRST_CALLS_WAIT_MS, RouteGuard } from './guard';

/** Answers `getRouters` with `routes`, recording the paths called. */
function routerServer(routes: MenuEntry[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ code: 200, msg: '', data: routes }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The guard at `path`, showing the path it let through, with the toast region beside it. */
function renderGuard(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <TestProviders language={settingsStore.language}>
      <Router hook={location.hook}>
        <RouteGuard>{(allowed) => <p>{allowed ? `shown ${allowed.path}` : 'nothing shown'}</p>}</RouteGuard>
      </Router>
      <ToastRegion label="messages" closeLabel="close" />
    </TestProviders>,
  );
  return location;
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
  sessionStore.routes = null;
  sessionStore.routesLanguage = null;
  tagsViewStore.visitedViews = withAffix([]);
  tagsViewStore.closedViews = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
  sessionStore.routes = null;
  sessionStore.routesLanguage = null;
  toast.clear();
  setLanguage('zh');
});

describe('the route guard (docs/behaviour.md, "Route guard")', () => {
  it('warns 您没有该应用权限 and goes to /index when the route generation yields nothing', async () => {
    const calls = routerServer([]);
    const location = renderGuard('/people_manage');
    expect(await screen.findByText('您没有该应用权限')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/index'));
    expect(calls.some((url) => url.endsWith('/share-system/menu/getRouters'))).toBe(true);
    expect(sessionStore.routes).toEqual([]);
    expect(screen.queryByText('shown /people_manage')).not.toBeInTheDocument();
  });

  it('says it in English too', async () => {
    setLanguage('en');
    routerServer([]);
    const location = renderGuard('/operate_log');
    expect(await screen.findByText('You have no permission for this application')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/index'));
  });

  it('lets a permitted route through without a warning', async () => {
    routerServer([{ code: 'people_manage', url: 'peopleManage', name: '人员管理', type: 'in', children: [] }]);
    renderGuard('/people_manage');
    expect(await screen.findByText('shown /people_manage')).toBeInTheDocument();
    expect(screen.queryByText('您没有该应用权限')).not.toBeInTheDocument();
  });

  it('fetches the routes for tags restored on the work bench, and drops the tags of views no longer permitted, silently', async () => {
    const view = (path: string) => ({ key: viewKey(path, ''), path, search: '', noCache: false });
    tagsViewStore.visitedViews = withAffix([view('/people_manage'), view('/secret_allot')]);
    tagsViewStore.closedViews = [view('/operate_log')];
    const calls = routerServer([
      { code: 'people_manage', url: 'peopleManage', name: '人员管理', type: 'in', children: [] },
    ]);
    renderGuard('/index');
    expect(await screen.findByText('shown /index')).toBeInTheDocument();
    await waitFor(() =>
      expect(tagsViewStore.visitedViews.map((entry) => entry.key)).toEqual(['/index', '/people_manage']),
    );
    expect(calls.filter((url) => url.endsWith('/share-system/menu/getRouters'))).toHaveLength(1);
    expect(sessionStore.routesLanguage).toBe('zh');
    // Not kept for reopening either, and no message.
    expect(tagsViewStore.closedViews).toEqual([]);
    expect(screen.queryByText('您没有该应用权限')).not.toBeInTheDocument();
  });

  it('fetches the routes again in the new language after a switch', async () => {
    const calls = routerServer([
      { code: 'people_manage', url: 'peopleManage', name: '人员管理', type: 'in', children: [] },
    ]);
    renderGuard('/people_manage');
    expect(await screen.findByText('shown /people_manage')).toBeInTheDocument();
    const fetches = () => calls.filter((url) => url.endsWith('/share-system/menu/getRouters')).length;
    expect(fetches()).toBe(1);
    await setLanguage('en');
    await waitFor(() => expect(sessionStore.routesLanguage).toBe('en'));
    expect(fetches()).toBe(2);
  });

  it('leaves the routes alone on the work bench when no tag needs them', async () => {
    const calls = routerServer([]);
    const version = sessionStore.routesVersion;
    renderGuard('/index');
    expect(await screen.findByText('shown /index')).toBeInTheDocument();
    // A fetch would have been asked for in the same commit that showed the view.
    expect(sessionStore.routesVersion).toBe(version);
    expect(calls.some((url) => url.endsWith('/share-system/menu/getRouters'))).toBe(false);
  });
});

describe('the first view (docs/architecture.md, "Stable work bench")', () => {
  it('waits for its first calls after its code, FIRST_CALLS_WAIT_MS at most', async () => {
    // The session check answers 200: the session is valid.
    routerServer([]);
    let codeLoaded = 0;
    const code = async () => {
      codeLoaded = performance.now();
    };
    // Calls that never answer.
    const calls = () => new Promise<void>(() => undefined);
    render(
      <TestProviders language="zh">
        <AuthGate preload={{ code, calls }}>
          <p>the first view</p>
        </AuthGate>
      </TestProviders>,
    );
    await screen.findByText('the first view', undefined, { timeout: FIRST_CALLS_WAIT_MS * 10 });
    expect(codeLoaded).toBeGreaterThan(0);
    expect(performance.now() - codeLoaded).toBeGreaterThanOrEqual(FIRST_CALLS_WAIT_MS - 5);
  });

  it('renders once its first calls have answered, without waiting out the rest', async () => {
    routerServer([]);
    let answer: (() => void) | undefined;
    const calls = () => new Promise<void>((resolve) => (answer = resolve));
    let codeLoaded = 0;
    render(
      <TestProviders language="zh">
        <AuthGate preload={{ code: async () => void (codeLoaded = performance.now()), calls }}>
          <p>the first view</p>
        </AuthGate>
      </TestProviders>,
    );
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByText('the first view')).toBeNull();
    answer?.();
    await screen.findByText('the first view');
    expect(performance.now() - codeLoaded).toBeLessThan(FIRST_CALLS_WAIT_MS);
  });
});
