/**
 * Application secrets (menu `url` `secretAllot`, docs/screens.md, "Access"): the secrets an
 * application's back end proves itself with. The server makes each one, answers it once, and
 * keeps only its SHA-256; afterwards its first characters (`prefix`) name it. Platform
 * administrators only.
 */
import { Type } from 'typebox';
import { defineResource, Id, Keyword } from '../resource';
import { NAME_MAX } from '../rules';
import { AppId } from './access';
import { appResource } from './app';

/** The characters of a secret as the server makes it: 32 random bytes as base64url, no padding. */
export const SECRET_LENGTH = 43;

/** How many leading characters of a secret are kept in clear to name it (`prefix`). */
export const SECRET_PREFIX_LENGTH = 8;

/** Whether a secret is in use or has been revoked (`revokeTime` set). */
export const SecretStatus = Type.Union([Type.Literal('active'), Type.Literal('revoked')]);

/**
 * The application secret resource. A row: the application (`appId`, `appName` in the request's
 * language), the secret's `name`, its `prefix` (first {@link SECRET_PREFIX_LENGTH} characters),
 * `createdBy` (the account that made it), `createTime` and `revokeTime` (epoch ms, `null` while
 * active) and `status`. A row never carries the secret or its hash.
 *
 * The generic add is not offered: {@link secretPaths} `add` answers the row and the secret once
 * ({@link SecretCreated}), which a generic form would drop, so the screen makes secrets in its own
 * dialog. `revoke` ends one; nothing is deleted, revoked secrets stay listed. Every call needs
 * `secret:read` or `secret:write` (platform only).
 */
export const secretResource = defineResource({
  name: 'secret',
  menuUrl: 'secretAllot',
  basePath: '/share-system/secret',
  permissions: { read: 'secret:read', write: 'secret:write' },
  operations: [],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    appId: Type.Integer(),
    appName: Type.String(),
    name: Type.String(),
    prefix: Type.String(),
    createdBy: Type.String(),
    createTime: Type.Integer(),
    revokeTime: Type.Union([Type.Integer(), Type.Null()]),
    status: SecretStatus,
  }),
  create: Type.Object(
    { appId: AppId, name: Type.String({ minLength: 1, maxLength: NAME_MAX }) },
    { additionalProperties: false },
  ),
  update: Type.Object({ id: Id }, { additionalProperties: false }),
  filters: { keyword: Keyword, appId: AppId, status: SecretStatus },
  sortKeys: ['createTime', 'name'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'secret',
  columns: [
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    { key: 'appName', label: 'app' },
    { key: 'prefix', label: 'prefix', format: 'code' },
    { key: 'status', label: 'status', valueLabels: { active: 'status.active', revoked: 'status.revoked' } },
    { key: 'createdBy', label: 'createdBy' },
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
    { key: 'revokeTime', label: 'revokeTime', format: 'time' },
  ],
  fields: [
    { key: 'appId', label: 'app', input: 'reference', reference: appResource },
    { key: 'name', label: 'name', description: 'nameHint', input: 'text' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    { key: 'appId', label: 'app', input: 'reference', reference: appResource },
    {
      key: 'status',
      label: 'status',
      input: 'select',
      options: [
        { value: 'active', label: 'status.active' },
        { value: 'revoked', label: 'status.revoked' },
      ],
    },
  ],
  messages: {
    zh: {
      secret: '密钥',
      name: '密钥名称',
      nameHint: '说明用途，不超过 30 个字符',
      app: '应用',
      prefix: '前缀',
      status: '状态',
      'status.active': '有效',
      'status.revoked': '已吊销',
      createdBy: '生成人',
      createTime: '生成时间',
      revokeTime: '吊销时间',
      keyword: '搜索名称或前缀',
      make: '生成密钥',
      makeSubmit: '生成',
      madeTitle: '新密钥：{name}',
      madeWarning: '请立即复制并妥善保存。关闭此窗口后，密钥不会再显示，也无法找回；遗失只能吊销后重新生成。',
      secretValue: '密钥',
      copy: '复制密钥',
      copied: '已复制',
      copyFailed: '无法复制，请选中密钥后手动复制',
      revoke: '吊销',
      revokeNamed: '吊销 {name}',
      revokeTitle: '吊销密钥',
      revokeConfirm: '吊销密钥“{name}”（{app}，前缀 {prefix}）后，使用它的应用将立即无法通过验证，且不能恢复。',
      revoked: '已吊销',
      close: '关闭',
      cancel: '取消',
    },
    en: {
      secret: 'secret',
      name: 'Secret name',
      nameHint: 'What it is for; at most 30 characters',
      app: 'Application',
      prefix: 'Prefix',
      status: 'Status',
      'status.active': 'Active',
      'status.revoked': 'Revoked',
      createdBy: 'Made by',
      createTime: 'Made',
      revokeTime: 'Revoked',
      keyword: 'Search name or prefix',
      make: 'Make a secret',
      makeSubmit: 'Make',
      madeTitle: 'New secret: {name}',
      madeWarning:
        'Copy it now and keep it safe. Once this window closes the secret is not shown again and cannot be recovered; a lost secret can only be revoked and replaced.',
      secretValue: 'Secret',
      copy: 'Copy secret',
      copied: 'Copied',
      copyFailed: 'Could not copy; select the secret and copy it yourself',
      revoke: 'Revoke',
      revokeNamed: 'Revoke {name}',
      revokeTitle: 'Revoke secret',
      revokeConfirm:
        'Once the secret "{name}" ({app}, prefix {prefix}) is revoked, the application using it fails verification at once. This cannot be undone.',
      revoked: 'Revoked.',
      close: 'Close',
      cancel: 'Cancel',
    },
  },
});

/** What `add` answers: the new row and, this once, the secret itself ({@link SECRET_LENGTH} characters). */
export const SecretCreated = Type.Object({
  ...secretResource.row.properties,
  secret: Type.String({ minLength: SECRET_LENGTH, maxLength: SECRET_LENGTH }),
});

/** The calls of the secret resource besides list and detail, each `POST`, each needing `secret:write`. */
export const secretPaths = {
  /**
   * `secretResource.create` (`{appId, name}`): makes a secret for the application; `data`
   * {@link SecretCreated}. An unknown application is refused on `appId`, a blank name on `name`.
   */
  add: `${secretResource.basePath}/add`,
  /** `{id}`: revokes the secret; `data` the row. An already revoked one is refused (400). */
  revoke: `${secretResource.basePath}/revoke`,
} as const;
