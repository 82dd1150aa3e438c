import { SCREEN_URLS, type ScreenUrl } from '@workbench/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Props every registry screen receives: the menu entry's name, shown as its heading. */
export interface ScreenProps {
  title: string;
}

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

const placeholder: LazyScreen = lazy(() => import('../features/placeholder/screens/placeholder-screen'));

/**
 * The screen of each `url` a menu entry can name (`SCREEN_URLS` of the contract, which the server
 * checks: docs/behaviour.md, "Routes"). Each loads lazily; those whose contents are not built yet
 * say so plainly. Keyed by the contract's urls, so a screen registered under any other is a type
 * error.
 */
const registry = new Map<ScreenUrl, LazyScreen>(SCREEN_URLS.map((url) => [url, placeholder]));
registry.set(
  'companyManage',
  lazy(() => import('../features/company-manage/screens/company-manage-screen')),
);
registry.set(
  'orgStructure',
  lazy(() => import('../features/org-structure/screens/org-structure-screen')),
);
registry.set(
  'peopleManage',
  lazy(() => import('../features/people-manage/screens/people-manage-screen')),
);
registry.set(
  'characterType',
  lazy(() => import('../features/access/screens/role-type-screen')),
);
registry.set(
  'auth',
  lazy(() => import('../features/access/screens/permission-screen')),
);
registry.set(
  'character',
  lazy(() => import('../features/access/screens/role-screen')),
);
const menuScreen: LazyScreen = lazy(() => import('../features/access/screens/menu-screen'));
registry.set('menuManage', menuScreen);
registry.set('menuManagement', menuScreen);
const resourceScreen: LazyScreen = lazy(() => import('../features/access/screens/resource-screen'));
registry.set('sourceManage', resourceScreen);
registry.set('resourceManagement', resourceScreen);
registry.set(
  'roleAuth',
  lazy(() => import('../features/access/screens/role-holder-screen')),
);
registry.set(
  'roleLossRecord',
  lazy(() => import('../features/access/screens/role-loss-screen')),
);
registry.set(
  'authManagement',
  lazy(() => import('../features/access/screens/authorisation-screen')),
);
registry.set(
  'superAccount',
  lazy(() => import('../features/access/screens/super-account-screen')),
);
registry.set(
  'secretAllot',
  lazy(() => import('../features/access/screens/secret-screen')),
);
registry.set(
  'logManage',
  lazy(() => import('../features/logs/screens/log-manage-screen')),
);
registry.set(
  'operateLog',
  lazy(() => import('../features/logs/screens/operate-log-screen')),
);
registry.set(
  'searchLog',
  lazy(() => import('../features/logs/screens/search-log-screen')),
);
registry.set(
  'userAddress',
  lazy(() => import('../features/addresses/screens/addresses-screen')),
);
registry.set(
  'document',
  lazy(() => import('../features/documents/screens/documents-screen')),
);
registry.set(
  'delayTicket',
  lazy(() => import('../features/delay-ticket/screens/delay-ticket-screen')),
);
registry.set(
  'delayApplyList',
  lazy(() => import('../features/delay-ticket/screens/delay-apply-list-screen')),
);
registry.set(
  'delayOrderList',
  lazy(() => import('../features/delay-ticket/screens/delay-order-list-screen')),
);
registry.set(
  'dataDictionary',
  lazy(() => import('../features/system/screens/dictionary-type-screen')),
);
registry.set(
  'appManagement',
  lazy(() => import('../features/system/screens/app-screen')),
);
registry.set(
  'databaseAddress',
  lazy(() => import('../features/system/screens/database-address-screen')),
);
registry.set(
  'serverAddress',
  lazy(() => import('../features/system/screens/server-address-screen')),
);
registry.set(
  'announcement',
  lazy(() => import('../features/announcements/screens/announcement-screen')),
);
registry.set(
  'reportManagement',
  lazy(() => import('../features/reports/screens/report-management-screen')),
);
registry.set(
  'myReport',
  lazy(() => import('../features/reports/screens/my-report-screen')),
);
registry.set(
  'reportDetail',
  lazy(() => import('../features/reports/screens/report-detail-screen')),
);
registry.set(
  'codeList',
  lazy(() => import('../features/system/screens/code-list-screen')),
);
registry.set(
  'processList',
  lazy(() => import('../features/processes/screens/process-list-screen')),
);
registry.set(
  'processTemplate',
  lazy(() => import('../features/processes/screens/process-template-screen')),
);
registry.set(
  'processType',
  lazy(() => import('../features/processes/screens/process-type-screen')),
);
registry.set(
  'flowModal',
  lazy(() => import('../features/processes/screens/flow-modal-screen')),
);

// The registration's screens point to the public registration outside the shell.
const registerEntries = () => import('../features/register/screens/register-entry-screen');
registry.set(
  'registerExplanation',
  lazy(() => registerEntries().then((module) => ({ default: module.ExplanationEntry }))),
);
registry.set(
  'registerForm',
  lazy(() => registerEntries().then((module) => ({ default: module.FormEntry }))),
);
registry.set(
  'registration',
  lazy(() => registerEntries().then((module) => ({ default: module.RegistrationEntry }))),
);
registry.set(
  'registerConfirm',
  lazy(() => registerEntries().then((module) => ({ default: module.ConfirmEntry }))),
);
registry.set(
  'projectLedger',
  lazy(() => import('../features/projects/screens/project-ledger-screen')),
);
registry.set(
  'contractConfig',
  lazy(() => import('../features/projects/screens/contract-screen')),
);
registry.set(
  'majorManage',
  lazy(() => import('../features/projects/screens/major-screen')),
);
registry.set(
  'duty',
  lazy(() => import('../features/projects/screens/duty-screen')),
);
registry.set(
  'organ',
  lazy(() => import('../features/projects/screens/organ-screen')),
);
registry.set(
  'projectPeople',
  lazy(() => import('../features/projects/screens/project-people-screen')),
);
registry.set(
  'projectRoles',
  lazy(() => import('../features/projects/screens/project-role-screen')),
);
registry.set(
  'projectProcess',
  lazy(() => import('../features/projects/screens/project-process-screen')),
);
registry.set(
  'projectDictionary',
  lazy(() => import('../features/projects/screens/project-dictionary-screen')),
);
registry.set(
  'projectAnalysis',
  lazy(() => import('../features/projects/screens/project-analysis-screen')),
);

/** The screen a menu `url` names, or `undefined` when the registry has none. */
export function screenFor(url: string): LazyScreen | undefined {
  return registry.get(url as ScreenUrl);
}
