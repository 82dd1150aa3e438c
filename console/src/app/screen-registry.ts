import { isScreenUrl, type ScreenUrl } from '@workbench/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
 * The screen of each `url` a menu entry can name (`SCREEN_URLS` of the contract, which the server
 * checks: docs/behaviour.md, "Routes"). Each loads lazily. Keyed by the contract's urls: a url
 * without a screen, or a screen under any other url, is a type error.
 */
const registry: Readonly<Record<ScreenUrl, LazyScreen>> = {
  companyManage: lazy(() => import('../features/company-manage/screens/company-manage-screen')),
  orgStructure: lazy(() => import('../features/org-structure/screens/org-structure-screen')),
  peopleManage: lazy(() => import('../features/people-manage/screens/people-manage-screen')),
  characterType: lazy(() => import('../features/access/screens/role-type-screen')),
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
  dataDictionary: lazy(() => import('../features/system/screens/dictionary-type-screen')),
  appManagement: lazy(() => import('../features/system/screens/app-screen')),
  databaseAddress: lazy(() => import('../features/system/screens/database-address-screen')),
  serverAddress: lazy(() => import('../features/system/screens/server-address-screen')),
  announcement: lazy(() => import('../features/announcements/screens/announcement-screen')),
  reportManagement: lazy(() => import('../features/reports/screens/report-management-screen')),
  myReport: lazy(() => import('../features/reports/screens/my-report-screen')),
  reportDetail: lazy(() => import('../features/reports/screens/report-detail-screen')),
  codeList: lazy(() => import('../features/system/screens/code-list-screen')),
  processList: lazy(() => import('../features/processes/screens/process-list-screen')),
  processTemplate: lazy(() => import('../features/processes/screens/process-template-screen')),
  processType: lazy(() => import('../features/processes/screens/process-type-screen')),
  flowModal: lazy(() => import('../features/processes/screens/flow-modal-screen')),
  registerExplanation: lazy(() => registerEntries().then((module) => ({ default: module.ExplanationEntry }))),
  registerForm: lazy(() => registerEntries().then((module) => ({ default: module.FormEntry }))),
  registration: lazy(() => registerEntries().then((module) => ({ default: module.RegistrationEntry }))),
  registerConfirm: lazy(() => registerEntries().then((module) => ({ default: module.ConfirmEntry }))),
  projectLedger: lazy(() => import('../features/projects/screens/project-ledger-screen')),
  contractConfig: lazy(() => import('../features/projects/screens/contract-screen')),
  majorManage: lazy(() => import('../features/projects/screens/major-screen')),
  mroItems: lazy(() => import('../features/mro/screens/mro-items-screen')),
  mroRequests: lazy(() => import('../features/mro/screens/mro-requests-screen')),
  duty: lazy(() => import('../features/projects/screens/duty-screen')),
  organ: lazy(() => import('../features/projects/screens/organ-screen')),
  projectPeople: lazy(() => import('../features/projects/screens/project-people-screen')),
  projectRoles: lazy(() => import('../features/projects/screens/project-role-screen')),
  projectProcess: lazy(() => import('../features/projects/screens/project-process-screen')),
  projectDictionary: lazy(() => import('../features/projects/screens/project-dictionary-screen')),
  projectAnalysis: lazy(() => import('../features/projects/screens/project-analysis-screen')),
  // new:screen screens: `pnpm new:screen` adds a screen above this line (CONTRIBUTING.md).
};

/** The screen a menu `url` names, or `undefined` when the registry has none. */
export function screenFor(url: string): LazyScreen | undefined {
  return isScreenUrl(url) ? registry[url] : undefined;
}
