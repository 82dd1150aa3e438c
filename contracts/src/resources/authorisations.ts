/**
 * Authorisations (menu `url` `authManagement`, docs/screens.md "Access"): which applications each
 * account may use (`account_apps`). In an application it is not authorised for, an account's menu
 * and routes are empty.
 */
import { Type } from 'typebox';
import { Id, type ResourceDefinition } from '../resource';
import { AppId } from './access';
import { personResource } from './person';

/** The body of the reads of one account's authorisations: `{accountId}`. */
export const AuthorizeAccountBody = Type.Object({ accountId: Id }, { additionalProperties: false });

/**
 * Authorises account `accountId` for exactly the applications `appIds` (the others are taken
 * away). An id that is no application is refused on `appIds` (400), as is taking the console's
 * own application from one's own account; nothing is written then.
 */
export const AuthorizeUpdateBody = Type.Object(
  { accountId: Id, appIds: Type.Array(AppId, { maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);

/** An application an account is authorised for: its id (the wire's `appId`), code, and name in the request's language. */
export const AuthorisedApp = Type.Object({ appId: Type.Integer(), code: Type.String(), name: Type.String() });

/** An application of the platform and whether the account asked about is authorised for it. */
export const AppAuthorisation = Type.Object({
  appId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  authorized: Type.Boolean(),
});

/**
 * The authorisation calls, each `POST`, in the applications' order. Reads need `authorize:read`,
 * `update` `authorize:write`; an enterprise administrator reads and changes the accounts of their
 * own company only (another's answers 404), and never changes a platform account's (403).
 * `getLoginAuthorizeInfo` is any signed-in account's own.
 */
export const authorisationPaths = {
  /** {@link AuthorizeAccountBody}: `data` the applications the account is authorised for, {@link AuthorisedApp}[]. */
  selectByAccountId: '/share-system/authorize/selectByAccountId',
  /** {@link AuthorizeAccountBody}: `data` every application, {@link AppAuthorisation}[]. */
  selectAllByAccountId: '/share-system/authorize/selectAllByAccountId',
  /** {@link AuthorizeUpdateBody}: `data` every application after the change, {@link AppAuthorisation}[]. */
  update: '/share-system/authorize/update',
  /** `{}`: `data` the caller's own applications, {@link AuthorisedApp}[]. */
  getLoginAuthorizeInfo: '/share-system/authorize/getLoginAuthorizeInfo',
} as const;

/**
 * The authorisations screen's list: the people of {@link personResource} (its list call and its
 * `person:read`), without adding or editing, with the screen's own texts besides the person's.
 */
export const authorisationPeopleResource: ResourceDefinition<typeof personResource.row> = {
  ...personResource,
  menuUrl: 'authManagement',
  operations: [],
  messages: {
    zh: {
      ...personResource.messages.zh,
      apps: '授权应用',
      appsNamed: '{name}（{account}）的授权应用',
      appsTitle: '{name}（{account}）的授权应用',
      appsLabel: '可使用的应用',
      appsHint: '取消勾选后，此账号不能再使用该应用的菜单和页面。',
      appsSaved: '授权已保存',
      appsNow: '当前已授权：{names}',
      appsNowNone: '当前未授权任何应用',
      save: '保存',
    },
    en: {
      ...personResource.messages.en,
      apps: 'Applications',
      appsNamed: 'Applications of {name} ({account})',
      appsTitle: 'Applications of {name} ({account})',
      appsLabel: 'Applications the account may use',
      appsHint: 'Unticked, the account can no longer use the menus and screens of that application.',
      appsSaved: 'The authorisations are saved.',
      appsNow: 'Authorised now: {names}',
      appsNowNone: 'Authorised now for no application',
      save: 'Save',
    },
  },
};
