/**
 * Announcements (menu `url` `announcement`, docs/screens.md, "Announcements"): a company's notices
 * to its own people, written as drafts, published now or at a set time, and withdrawn. A published
 * announcement reaches its audience as a reminder message (docs/wire-protocol.md, "Reminder
 * messages") pushed over the live socket, and the console shows it as a banner until it is
 * dismissed, which counts it read.
 */
import { Type } from 'typebox';
import { defineResource, EpochMs, Id, Keyword } from '../resource';
import { roleResource } from './access';

/** The most characters of a title: the same as a reminder message's. */
export const ANNOUNCEMENT_TITLE_MAX = 100;

/** The most characters of a body: the same as a reminder message's content. */
export const ANNOUNCEMENT_BODY_MAX = 1000;

/**
 * Who an announcement is for, within its company: `all` every account of the company, `role` the
 * accounts holding the role `roleId`, `unit` the accounts of the unit `unitId` and of every unit
 * under it. Disabled accounts are never in an audience.
 */
export const AnnouncementAudience = Type.Union([Type.Literal('all'), Type.Literal('role'), Type.Literal('unit')]);

/**
 * Where an announcement stands: `draft` (seen by nobody), `scheduled` (published by the server at
 * `publishTime`), `published` (delivered to its audience; not editable), `withdrawn` (taken back
 * from its audience's reminders; it may be edited and published again).
 */
export const AnnouncementState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
  Type.Literal('withdrawn'),
]);

const Title = Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX });
const Body = Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));

/**
 * The announcement resource. A row: its company, `title` and `body` (plain text, rendered as text,
 * never as HTML), the audience (`audience`, `roleId`, `unitId`, and `audienceName` in the request's
 * language), `state`, `publishTime` (epoch ms: when it was or will be published, `null` for a
 * draft), `author` (the account that wrote it), `createTime` and `updateTime` (epoch ms), and its
 * reads: `recipients` (the accounts it was delivered to when last published), `readCount` (the
 * accounts that read it: each at most once) and `reads`, those two as text ("read by 12 of 40").
 *
 * Add makes a draft for the caller's company. A published announcement is neither edited nor
 * deleted (400, `announcementPublished`): withdraw it first. The audience `role` needs `roleId`,
 * `unit` needs `unitId`, each of the company (else 400 on that field). Every call needs
 * `announcement:read` or `announcement:write`; an enterprise administrator sees only their
 * company's announcements.
 */
export const announcementResource = defineResource({
  name: 'announcement',
  menuUrl: 'announcement',
  label: { zh: '公告', en: 'Announcements' },
  basePath: '/share-system/announcement',
  permissions: { read: 'announcement:read', write: 'announcement:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'title',
  row: Type.Object({
    id: Type.Integer(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    title: Type.String(),
    body: Type.String(),
    audience: AnnouncementAudience,
    roleId: Type.Union([Type.Integer(), Type.Null()]),
    unitId: Type.Union([Type.Integer(), Type.Null()]),
    audienceName: Type.String(),
    state: AnnouncementState,
    publishTime: Type.Union([Type.Integer(), Type.Null()]),
    author: Type.String(),
    createTime: Type.Integer(),
    updateTime: Type.Integer(),
    recipients: Type.Integer(),
    readCount: Type.Integer(),
    reads: Type.String(),
  }),
  create: Type.Object(
    {
      title: Title,
      body: Body,
      // A new announcement is for everyone until narrowed: the form starts there.
      audience: Type.Union(AnnouncementAudience.anyOf, { default: 'all' }),
      roleId: OptionalId,
      unitId: OptionalId,
    },
    { additionalProperties: false },
  ),
  update: Type.Object(
    { id: Id, title: Title, body: Body, audience: AnnouncementAudience, roleId: OptionalId, unitId: OptionalId },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, state: AnnouncementState },
  sortKeys: ['publishTime', 'createTime'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'announcement',
  columns: [
    { key: 'title', label: 'title', isRowHeader: true },
    { key: 'audienceName', label: 'audience' },
    {
      key: 'state',
      label: 'state',
      valueLabels: {
        draft: 'state.draft',
        scheduled: 'state.scheduled',
        published: 'state.published',
        withdrawn: 'state.withdrawn',
      },
      valueTones: { draft: 'neutral', scheduled: 'info', published: 'success', withdrawn: 'warning' },
    },
    { key: 'publishTime', label: 'publishTime', format: 'time', sortable: true },
    { key: 'reads', label: 'reads', format: 'state' },
    { key: 'author', label: 'author' },
  ],
  fields: [
    { key: 'title', label: 'title', description: 'titleHint', input: 'text' },
    { key: 'body', label: 'body', description: 'bodyHint', input: 'text' },
    {
      key: 'audience',
      label: 'audience',
      input: 'select',
      options: [
        { value: 'all', label: 'audience.all' },
        { value: 'role', label: 'audience.role' },
        { value: 'unit', label: 'audience.unit' },
      ],
    },
    {
      key: 'roleId',
      label: 'role',
      description: 'roleHint',
      input: 'reference',
      reference: roleResource,
      shownBy: 'audienceName',
    },
    { key: 'unitId', label: 'unit', description: 'unitHint', input: 'unit', shownBy: 'audienceName' },
  ],
  filterFields: [
    { key: 'keyword', label: 'keyword', input: 'search' },
    {
      key: 'state',
      label: 'state',
      input: 'select',
      options: [
        { value: 'draft', label: 'state.draft' },
        { value: 'scheduled', label: 'state.scheduled' },
        { value: 'published', label: 'state.published' },
        { value: 'withdrawn', label: 'state.withdrawn' },
      ],
    },
  ],
  messages: {
    zh: {
      announcement: '公告',
      title: '标题',
      titleHint: '1 到 100 个字符',
      body: '正文',
      bodyHint: '纯文本，1 到 1000 个字符',
      audience: '发布范围',
      'audience.all': '本企业全体',
      'audience.role': '某个角色',
      'audience.unit': '某个部门（含下级部门）',
      role: '角色',
      roleHint: '发布范围为“某个角色”时必选',
      unit: '部门',
      unitHint: '发布范围为“某个部门”时必选',
      state: '状态',
      'state.draft': '草稿',
      'state.scheduled': '定时发布',
      'state.published': '已发布',
      'state.withdrawn': '已撤回',
      publishTime: '发布时间',
      reads: '阅读',
      author: '作者',
      keyword: '搜索标题或正文',
      publish: '立即发布',
      publishNamed: '立即发布 {name}',
      published: '已发布。',
      schedule: '定时发布',
      scheduleNamed: '定时发布 {name}',
      scheduleTitle: '定时发布：{name}',
      scheduleSubmit: '确定',
      scheduled: '已设置定时发布。',
      withdraw: '撤回',
      withdrawNamed: '撤回 {name}',
      withdrawTitle: '撤回公告',
      withdrawConfirm: '撤回后，“{name}”将从接收人的提醒中移除。',
      withdrawn: '已撤回。',
      cancel: '取消',
      close: '关闭',
    },
    en: {
      announcement: 'announcement',
      title: 'Title',
      titleHint: '1 to 100 characters',
      body: 'Text',
      bodyHint: 'Plain text, 1 to 1000 characters',
      audience: 'Audience',
      'audience.all': 'Everyone in the company',
      'audience.role': 'A role',
      'audience.unit': 'A unit (and the units under it)',
      role: 'Role',
      roleHint: 'Required when the audience is a role',
      unit: 'Unit',
      unitHint: 'Required when the audience is a unit',
      state: 'State',
      'state.draft': 'Draft',
      'state.scheduled': 'Scheduled',
      'state.published': 'Published',
      'state.withdrawn': 'Withdrawn',
      publishTime: 'Publish time',
      reads: 'Reads',
      author: 'Author',
      keyword: 'Search title or text',
      publish: 'Publish now',
      publishNamed: 'Publish {name} now',
      published: 'Published.',
      schedule: 'Schedule',
      scheduleNamed: 'Schedule {name}',
      scheduleTitle: 'Schedule: {name}',
      scheduleSubmit: 'Schedule',
      scheduled: 'Scheduled.',
      withdraw: 'Withdraw',
      withdrawNamed: 'Withdraw {name}',
      withdrawTitle: 'Withdraw announcement',
      withdrawConfirm: 'Once withdrawn, "{name}" is removed from its recipients\' reminders.',
      withdrawn: 'Withdrawn.',
      cancel: 'Cancel',
      close: 'Close',
    },
  },
});

/** The body of {@link announcementPaths} `schedule`: the announcement and when to publish it (epoch ms, in the future). */
export const ScheduleBody = Type.Object({ id: Id, publishTime: EpochMs }, { additionalProperties: false });

/** The announcement calls besides the resource's own, each `POST`, each needing `announcement:write`; `data` the row. */
export const announcementPaths = {
  /**
   * `{id}`: publishes it now to its audience (a draft, scheduled or withdrawn one); a published one
   * is refused (400, `announcementPublished`).
   */
  publish: `${announcementResource.basePath}/publish`,
  /**
   * {@link ScheduleBody}: the server publishes it at `publishTime`; a time not after now is refused on
   * `publishTime` (400), a published one as for `publish`.
   */
  schedule: `${announcementResource.basePath}/schedule`,
  /** `{id}`: takes a published or scheduled one back (400, `announcementNotOut`, for the others). */
  withdraw: `${announcementResource.basePath}/withdraw`,
} as const;
