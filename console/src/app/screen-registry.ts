import {
  type DefinitionScreenUrl,
  isScreenUrl,
  RESOURCE_DEFINITIONS,
  type ResourceDefinition,
  type SCREENS_BESIDE_DEFINITIONS,
} from '@workbench/contracts';
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Props every registry screen receives: the menu entry's name, shown as its heading. */
export interface ScreenProps {
  title: string;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const menuScreen: LazyScreen = lazy(() => import('../features/access/screens/menu-screen'));
const resourceScreen: LazyScreen = lazy(() => import('../features/access/screens/resource-screen'));
// The registration's screens point to the public registration outside the shell.
const registerEntries = () => import('../features/register/screens/register-entry-screen');

/**
 * The screen modules of their own, by the `url` a menu entry names (`SCREEN_URLS` of the contract,
 * which the server checks: docs/behaviour.md, "Routes"). Each loads lazily. Every url of
 * `SCREENS_BESIDE_DEFINITIONS` must have one, a definition's `menuUrl` may (else
 * {@link genericScreen} shows it), and any other key is a type error.
 */
const registry: Readonly<
  Record<(typeof SCREENS_BESIDE_DEFINITIONS)[number], LazyScreen> & Partial<Record<DefinitionScreenUrl, LazyScreen>>
> = {
  orgStructure: lazy(() => import('../features/org-structure/screens/org-structure-screen')),
  peopleManage: lazy(() => import('../features/people-manage/screens/people-manage-screen')),
  auth: lazy(() => import('../features/access/screens/permission-screen')),
  character: lazy(() => import('../features/access/screens/role-screen')),
  menuManage: menuScreen,
  menuManagement: menuScreen,
  sourceManage: resourceScreen,
  resourceManagement: resourceScreen,
  roleAuth: lazy(() => import('../features/access/screens/role-holder-screen')),
  roleLossRecord: lazy(() => import('../features/access/screens/role-loss-screen')),
  authManagement: lazy(() => import('../features/access/screens/authorisation-screen')),
  superAccount: lazy(() => import('../features/access/screens/super-account-screen')),
  secretAllot: lazy(() => import('../features/access/screens/secret-screen')),
  logManage: lazy(() => import('../features/logs/screens/log-manage-screen')),
  operateLog: lazy(() => import('../features/logs/screens/operate-log-screen')),
  searchLog: lazy(() => import('../features/logs/screens/search-log-screen')),
  userAddress: lazy(() => import('../features/addresses/screens/addresses-screen')),
  document: lazy(() => import('../features/documents/screens/documents-screen')),
  help: lazy(() => import('../features/help/screens/help-screen')),
  delayTicket: lazy(() => import('../features/delay-ticket/screens/delay-ticket-screen')),
  delayApplyList: lazy(() => import('../features/delay-ticket/screens/delay-apply-list-screen')),
  delayOrderList: lazy(() => import('../features/delay-ticket/screens/delay-order-list-screen')),
  databaseAddress: lazy(() => import('../features/system/screens/database-address-screen')),
  serverAddress: lazy(() => import('../features/system/screens/server-address-screen')),
  announcement: lazy(() => import('../features/announcements/screens/announcement-screen')),
  reportManagement: lazy(() => import('../features/reports/screens/report-management-screen')),
  myReport: lazy(() => import('../features/reports/screens/my-report-screen')),
  reportDetail: lazy(() => import('../features/reports/screens/report-detail-screen')),
  processList: lazy(() => import('../features/processes/screens/process-list-screen')),
  processTemplate: lazy(() => import('../features/processes/screens/process-template-screen')),
  flowModal: lazy(() => import('../features/processes/screens/flow-modal-screen')),
  registerExplanation: lazy(() => registerEntries().then((module) => ({ default: module.ExplanationEntry }))),
  registerForm: lazy(() => registerEntries().then((module) => ({ default: module.FormEntry }))),
  registration: lazy(() => registerEntries().then((module) => ({ default: module.RegistrationEntry }))),
  registerConfirm: lazy(() => registerEntries().then((module) => ({ default: module.ConfirmEntry }))),
  projectAnalysis: lazy(() => import('../features/projects/screens/project-analysis-screen')),
};

/** The generic screens made so far, by url: one lazy component each, so a view keeps its state. */
const generic = new Map<string, LazyScreen>();

/**
 * The screen of a definition that has none of its own (docs/architecture.md, "One registry"): its
 * list on `ResourceListScreen`, which loads with the first such screen opened.
 */
function genericScreen(definition: ResourceDefinition): LazyScreen {
  let screen = generic.get(definition.menuUrl);
  if (!screen) {
    screen = lazy(() =>
      import('../components/resource/resource-list-screen').then(({ ResourceListScreen }) => ({
        default: ({ title }: ScreenProps) => createElement(ResourceListScreen, { definition, title }),
      })),
    );
    generic.set(definition.menuUrl, screen);
  }
  return screen;
}

/**
 * The screen a menu `url` names: its module of its own, else the generic list of the definition
 * whose `menuUrl` it is; `undefined` when the url names no screen.
 */
export function screenFor(url: string): LazyScreen | undefined {
  if (!isScreenUrl(url)) return undefined;
  const own = (registry as Partial<Record<string, LazyScreen>>)[url];
  if (own) return own;
  const definition = RESOURCE_DEFINITIONS.find((candidate) => candidate.menuUrl === url);
  return definition ? genericScreen(definition) : undefined;
}
