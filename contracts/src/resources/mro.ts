/**
 * MRO, maintenance, repair and operations (docs/screens.md, "MRO"): the spare parts and
 * consumables a company keeps in stock, and the requests to replenish them. Two resources on the
 * generic list and form screens, and the MRO work bench `/MRO_index` (docs/behaviour.md, "Routes")
 * reads the same list calls with their filters.
 */
import { Type } from 'typebox';
import { CODED_NAMED, defineResource, Flag, Id, Keyword } from '../resource';
import { CODE_PATTERN, NAME_MAX } from '../rules';

/** The most of an item that stock, a reorder point or a request counts, in the item's unit of measure. */
export const MRO_QUANTITY_MAX = 1_000_000;

const Code = Type.String({ pattern: CODE_PATTERN });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX });
/** A unit of measure (piece, box, litre...): 1 to 10 characters. */
const Uom = Type.String({ minLength: 1, maxLength: 10 });
/** Where the item is kept (a store, a shelf): `''` for nowhere said, at most 50 characters. */
const Location = Type.String({ maxLength: 50 });
/** A count in the item's unit of measure, 0 to {@link MRO_QUANTITY_MAX}. */
const Count = Type.Integer({ minimum: 0, maximum: MRO_QUANTITY_MAX });
/** What a request asks for: 1 to {@link MRO_QUANTITY_MAX}. */
const Quantity = Type.Integer({ minimum: 1, maximum: MRO_QUANTITY_MAX });
/** Why a request is made: 1 to 200 characters. */
const Reason = Type.String({ minLength: 1, maxLength: 200 });

const itemFields = { nameZh: Name, nameEn: Name, uom: Uom, stock: Count, reorderPoint: Count, location: Location };

/**
 * MRO items (menu `url` `mroItems`): a company's spare parts and consumables. A row: `code`
 * (unique in the company, fixed once made), names in both languages, `uom` (unit of measure),
 * `stock` (on hand) and `reorderPoint` (both counts in the unit), `shortfall` (reorder point minus
 * stock, at least 0: what a replenishment asks for by default), `location` (`''` for none), the
 * company and `createTime` (epoch ms). Filter `belowReorder` `Y`: items whose stock is at or under
 * their reorder point (in SQL). An item with requests is not deleted (400, `mroItemInUse`). An
 * enterprise administrator sees and changes only their company's items; an item is added to the
 * caller's company.
 */
export const mroItemResource = defineResource({
  name: 'mroItem',
  menuUrl: 'mroItems',
  label: { zh: '运维物资', en: 'MRO items' },
  basePath: '/share-mro/item',
  permissions: { read: 'mroItem:read', write: 'mroItem:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: CODED_NAMED.titleKey,
  row: Type.Object({
    id: Type.Integer(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    code: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    uom: Type.String(),
    stock: Type.Integer(),
    reorderPoint: Type.Integer(),
    shortfall: Type.Integer(),
    location: Type.String(),
    createTime: Type.Integer(),
  }),
  create: Type.Object({ code: Code, ...itemFields }, { additionalProperties: false }),
  update: Type.Object({ id: Id, ...itemFields }, { additionalProperties: false }),
  filters: { keyword: Keyword, belowReorder: Flag },
  sortKeys: ['code', 'stock', 'shortfall', 'createTime'],
  defaultSort: { key: 'code', order: 'asc' },
  title: 'item',
  columns: [
    ...CODED_NAMED.columns,
    { key: 'stock', label: 'stock', sortable: true, format: 'number' },
    { key: 'reorderPoint', label: 'reorderPoint', format: 'number' },
    { key: 'uom', label: 'uom', format: 'state' },
    { key: 'location', label: 'location' },
    { key: 'companyName', label: 'company' },
  ],
  fields: [
    ...CODED_NAMED.fields,
    { key: 'uom', label: 'uom', description: 'uomHint', input: 'text' },
    { key: 'stock', label: 'stock', description: 'countHint', input: 'number' },
    { key: 'reorderPoint', label: 'reorderPoint', description: 'reorderPointHint', input: 'number' },
    { key: 'location', label: 'location', description: 'locationHint', input: 'text' },
  ],
  filterFields: [
    {
      key: 'belowReorder',
      label: 'belowReorder',
      input: 'select',
      options: [
        { value: 'Y', label: 'belowReorderYes' },
        { value: 'N', label: 'belowReorderNo' },
      ],
    },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      item: '物资',
      nameZh: '中文名称',
      nameEn: '英文名称',
      code: '物资编码',
      codeHint: '字母开头，可含字母、数字和 _ - . :，企业内唯一，创建后不能修改',
      uom: '计量单位',
      uomHint: '例如 个、箱、升，不超过 10 个字符',
      stock: '库存',
      countHint: '0 到 1000000，按计量单位计',
      reorderPoint: '补货点',
      reorderPointHint: '库存不高于此数时需要补货，0 到 1000000',
      location: '存放位置',
      locationHint: '不超过 50 个字符，可不填',
      company: '所属企业',
      belowReorder: '库存状态',
      belowReorderYes: '低于补货点',
      belowReorderNo: '库存充足',
      keyword: '搜索名称或编码',
    },
    en: {
      item: 'MRO item',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      code: 'Item code',
      codeHint: 'A letter first, then letters, digits, _ - . or :; unique in the company; it cannot change later',
      uom: 'Unit of measure',
      uomHint: 'For example piece, box, litre; at most 10 characters',
      stock: 'Stock',
      countHint: '0 to 1000000, in the unit of measure',
      reorderPoint: 'Reorder point',
      reorderPointHint: 'Replenish when stock is at or under it; 0 to 1000000',
      location: 'Location',
      locationHint: 'At most 50 characters; optional',
      company: 'Company',
      belowReorder: 'Stock',
      belowReorderYes: 'Below reorder point',
      belowReorderNo: 'Above reorder point',
      keyword: 'Search name or code',
    },
  },
});

/** The states of a replenishment request: waiting, then ordered or rejected, then received. */
export const MroRequestState = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('ordered'),
  Type.Literal('received'),
  Type.Literal('rejected'),
]);
const stateOptions = [
  { value: 'waiting', label: 'stateWaiting' },
  { value: 'ordered', label: 'stateOrdered' },
  { value: 'received', label: 'stateReceived' },
  { value: 'rejected', label: 'stateRejected' },
] as const;
const stateLabels = {
  waiting: 'stateWaiting',
  ordered: 'stateOrdered',
  received: 'stateReceived',
  rejected: 'stateRejected',
} as const;

/**
 * MRO requests (menu `url` `mroRequests`): requests to replenish an item. A row: the item (id,
 * code, name in the request's language, unit of measure), `quantity`, `reason`, the requester
 * (the account that made it: id and person's name), `state` and `createTime` / `updateTime`
 * (epoch ms). A request is made `waiting` by the caller for an item of their company (another's
 * answers 400, `mroItemNotFound`, on `itemId`). Moving it to `received` adds its quantity to the
 * item's stock in the same transaction; a received or rejected request changes no more (400,
 * `mroRequestClosed`). Filter `mine` `Y`: the caller's own requests. Scoped like items.
 */
export const mroRequestResource = defineResource({
  name: 'mroRequest',
  menuUrl: 'mroRequests',
  label: { zh: '补货申请', en: 'Replenishment requests' },
  basePath: '/share-mro/request',
  permissions: { read: 'mroRequest:read', write: 'mroRequest:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: 'itemName',
  row: Type.Object({
    id: Type.Integer(),
    companyId: Type.Integer(),
    itemId: Type.Integer(),
    itemCode: Type.String(),
    itemName: Type.String(),
    uom: Type.String(),
    quantity: Type.Integer(),
    reason: Type.String(),
    requesterId: Type.Integer(),
    requesterName: Type.String(),
    state: MroRequestState,
    createTime: Type.Integer(),
    updateTime: Type.Integer(),
  }),
  create: Type.Object({ itemId: Id, quantity: Quantity, reason: Reason }, { additionalProperties: false }),
  update: Type.Object(
    { id: Id, quantity: Quantity, reason: Reason, state: MroRequestState },
    { additionalProperties: false },
  ),
  filters: { keyword: Keyword, itemId: Id, state: MroRequestState, mine: Flag },
  sortKeys: ['createTime', 'quantity'],
  defaultSort: { key: 'createTime', order: 'desc' },
  title: 'request',
  columns: [
    { key: 'itemName', label: 'item', isRowHeader: true },
    { key: 'itemCode', label: 'itemCode', format: 'code' },
    { key: 'quantity', label: 'quantity', sortable: true, format: 'number' },
    { key: 'uom', label: 'uom', format: 'state' },
    { key: 'reason', label: 'reason' },
    { key: 'requesterName', label: 'requester' },
    {
      key: 'state',
      label: 'state',
      valueLabels: stateLabels,
      valueTones: { waiting: 'warning', ordered: 'info', received: 'success', rejected: 'destructive' },
    },
    { key: 'createTime', label: 'createTime', sortable: true, format: 'time' },
  ],
  fields: [
    { key: 'itemId', label: 'item', input: 'reference', reference: mroItemResource, on: 'create' },
    { key: 'quantity', label: 'quantity', description: 'quantityHint', input: 'number' },
    { key: 'reason', label: 'reason', description: 'reasonHint', input: 'text' },
    { key: 'state', label: 'state', description: 'stateHint', input: 'select', on: 'update', options: stateOptions },
  ],
  filterFields: [
    { key: 'state', label: 'state', input: 'select', options: stateOptions },
    { key: 'itemId', label: 'item', input: 'reference', reference: mroItemResource },
    { key: 'keyword', label: 'keyword', input: 'search' },
  ],
  messages: {
    zh: {
      request: '补货申请',
      item: '物资',
      itemCode: '物资编码',
      quantity: '数量',
      quantityHint: '1 到 1000000，按物资的计量单位计',
      uom: '计量单位',
      reason: '申请原因',
      reasonHint: '不超过 200 个字符',
      requester: '申请人',
      state: '状态',
      stateHint: '改为已到货时，数量计入库存；已到货或已驳回的申请不能再修改',
      stateWaiting: '待处理',
      stateOrdered: '已下单',
      stateReceived: '已到货',
      stateRejected: '已驳回',
      createTime: '申请时间',
      keyword: '搜索物资或原因',
    },
    en: {
      request: 'replenishment request',
      item: 'Item',
      itemCode: 'Item code',
      quantity: 'Quantity',
      quantityHint: "1 to 1000000, in the item's unit of measure",
      uom: 'Unit of measure',
      reason: 'Reason',
      reasonHint: 'At most 200 characters',
      requester: 'Requester',
      state: 'State',
      stateHint: 'Received adds the quantity to stock; a received or rejected request cannot change again',
      stateWaiting: 'Waiting',
      stateOrdered: 'Ordered',
      stateReceived: 'Received',
      stateRejected: 'Rejected',
      createTime: 'Requested',
      keyword: 'Search item or reason',
    },
  },
});
