/**
 * Org structure (menu `url` `orgStructure`): the units of a company as a tree, and the people of
 * each (docs/screens.md, "Org structure").
 */
import { type Static, Type } from 'typebox';
import { Envelope } from '../envelope';
import { defineResource, Id } from '../resource';
import { NAME_MAX } from '../rules';

const UnitName = Type.String({ minLength: 1, maxLength: NAME_MAX });

/**
 * The unit resource: a row is one unit of the caller's company, `parentId` null at the top,
 * `sort` its place among its siblings (from 0), `peopleCount` the accounts directly in it. Add
 * takes the parent and the name (the unit goes last among its siblings); update renames and, when
 * `headAccountId` is given, sets or clears the head (an account of the company). Delete
 * refuses a unit that still has units under it or people in it, naming them.
 */
export const unitResource = defineResource({
  name: 'unit',
  menuUrl: 'orgStructure',
  label: { zh: '部门', en: 'Units' },
  basePath: '/share-system/unit',
  permissions: { read: 'unit:read', write: 'unit:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'name',
  row: Type.Object({
    id: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    /** The parent unit's name; null at the top. */
    parentName: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    sort: Type.Integer(),
    peopleCount: Type.Integer(),
    /** The unit's head: an account of the company (the `unitHead` approver rule), or null. */
    headAccountId: Type.Union([Type.Integer(), Type.Null()]),
    headName: Type.Union([Type.String(), Type.Null()]),
  }),
  create: Type.Object({ parentId: Type.Union([Id, Type.Null()]), name: UnitName }, { additionalProperties: false }),
  update: Type.Object(
    { id: Id, name: UnitName, headAccountId: Type.Optional(Type.Union([Id, Type.Null()])) },
    { additionalProperties: false },
  ),
  filters: { parentId: Id },
  sortKeys: ['sort', 'name'],
  defaultSort: { key: 'sort', order: 'asc' },
  title: 'unit',
  columns: [
    { key: 'name', label: 'name', sortable: true, isRowHeader: true },
    { key: 'peopleCount', label: 'peopleCount', format: 'number' },
  ],
  details: [
    { key: 'parentName', label: 'parent' },
    { key: 'headName', label: 'head' },
    { key: 'sort', label: 'sort', format: 'position' },
  ],
  fields: [{ key: 'name', label: 'name', description: 'nameHint', input: 'text' }],
  filterFields: [],
  messages: {
    zh: {
      unit: '部门',
      name: '部门名称',
      nameHint: '不超过 30 个字符',
      peopleCount: '人数',
      parent: '上级部门',
      sort: '排列位置',
      tree: '部门树',
      empty: '还没有部门，先新增一个顶级部门',
      actions: '部门操作',
      addTop: '新增顶级部门',
      addChild: '新增下级部门',
      addChildOf: '在“{name}”下新增部门',
      rename: '重命名',
      renameTitle: '重命名“{name}”',
      move: '移动',
      moveTitle: '移动“{name}”',
      moveTo: '移到',
      top: '（顶级）',
      delete: '删除',
      deleteTitle: '删除部门',
      deleteConfirm: '确定删除部门“{name}”吗？',
      save: '保存',
      cancel: '取消',
      close: '关闭',
      saved: '已保存',
      moved: '已移动',
      deleted: '已删除',
      peopleOf: '{name}的人员',
      chooseUnit: '在左侧选择一个部门，这里列出其中的人员。',
      count: '{count} 人',
      head: '部门负责人',
      headHint: '审批流程中“部门负责人”一步由此人审批',
      noHead: '（无）',
      headOf: '负责人：{name}',
    },
    en: {
      unit: 'unit',
      name: 'Unit name',
      nameHint: 'At most 30 characters',
      peopleCount: 'People',
      parent: 'Parent unit',
      sort: 'Position',
      tree: 'Units',
      empty: 'No units yet: add a top-level unit first.',
      actions: 'Unit actions',
      addTop: 'Add top-level unit',
      addChild: 'Add unit under',
      addChildOf: 'Add a unit under “{name}”',
      rename: 'Rename',
      renameTitle: 'Rename “{name}”',
      move: 'Move',
      moveTitle: 'Move “{name}”',
      moveTo: 'Move under',
      top: '(top level)',
      delete: 'Delete',
      deleteTitle: 'Delete unit',
      deleteConfirm: 'Delete the unit “{name}”?',
      save: 'Save',
      cancel: 'Cancel',
      close: 'Close',
      saved: 'Saved.',
      moved: 'Moved.',
      deleted: 'Deleted.',
      peopleOf: 'People of {name}',
      chooseUnit: 'Choose a unit on the left to list its people here.',
      count: '{count} people',
      head: 'Unit head',
      headHint: 'Approves the “unit head” steps of approval processes',
      noHead: '(none)',
      headOf: 'Head: {name}',
    },
  },
});

/** The extra paths of the unit resource: the whole tree, and moving a unit. */
export const unitPaths = {
  /**
   * `POST` {@link UnitTreeBody}: `data` every unit of the caller's company ({@link UnitTree}), or
   * of company `companyId`, which only a platform account may name: another company named by any
   * other account answers HTTP 200, code 404 (没有这个企业 / No such company.), as a company that
   * does not exist does.
   */
  tree: `${unitResource.basePath}/tree`,
  /** `POST` {@link UnitMoveBody}: `data` the moved unit. */
  move: `${unitResource.basePath}/move`,
} as const;

/**
 * The tree call's body: `{}` for the caller's company, or `{companyId}` (a platform account's
 * company filter, whose unit filter then offers that company's units).
 */
export const UnitTreeBody = Type.Object({ companyId: Type.Optional(Id) }, { additionalProperties: false });

/** {@link UnitTreeBody} as a type. */
export type UnitTreeBody = Static<typeof UnitTreeBody>;

/** `data` of the tree call: every unit, flat, parents before children, siblings in `sort` order. */
export const UnitTree = Type.Array(unitResource.row);

/** The answer of the tree call. */
export const UnitTreeEnvelope = Envelope(UnitTree);

/**
 * Moves unit `id` under `parentId` (null: to the top), at `index` among its new siblings (from
 * 0; past the end or absent: last). A unit moved under itself or one of its own descendants is
 * refused (400, on the field `parentId`).
 */
export const UnitMoveBody = Type.Object(
  {
    id: Id,
    parentId: Type.Union([Id, Type.Null()]),
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
