/**
 * The languages the server answers in and its message catalogue (zh is the default, en the other:
 * docs/behaviour.md, "Formats and limits"). API messages follow `Accept-Language`; pages prefer
 * the console's `language` cookie (docs/architecture.md, "State").
 */
import { DAY_PATTERN, EPOCH_MS_MAX } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** A language the server can answer in. */
export type Lang = 'zh' | 'en';

/** The languages the server answers in. */
export const LANGS: readonly Lang[] = ['zh', 'en'];

/**
 * Every message the server sends in an envelope's `msg` or on a page, in both languages.
 * Messages are generic: they never carry internals such as stack traces or SQL.
 */
export const MESSAGES = {
  success: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求无效', en: 'The request is invalid.' },
  badTimestamp: {
    zh: '请求时间戳无效或已过期，请检查设备时间后重试',
    en: 'The request timestamp is missing or out of range. Check the device clock and try again.',
  },
  badSignature: { zh: '请求签名校验失败', en: 'The request signature is invalid.' },
  replayed: { zh: '重复的请求已被拒绝', en: 'This request was already received.' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist.' },
  tooLarge: { zh: '请求内容过大', en: 'The request body is too large.' },
  unsupportedMediaType: {
    zh: '不支持的请求内容类型，请使用 JSON',
    en: 'Unsupported content type; send JSON.',
  },
  internal: { zh: '服务器繁忙，请稍后重试', en: 'Something went wrong on the server. Please try again later.' },
  databaseUnavailable: {
    zh: '服务暂时不可用，请稍后重试',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  noSession: {
    zh: '登录已失效，请重新登录',
    en: 'You are not signed in or your session has expired. Please sign in again.',
  },
  sessionEnded: { zh: '登录已结束，请重新登录', en: 'Your session has ended. Please sign in again.' },
  loginFailed: { zh: '账号或密码错误', en: 'The account or password is incorrect.' },
  accountBlank: { zh: '请输入账号', en: 'Enter your account.' },
  itemKeyInvalid: {
    zh: '登录凭证无效或已过期，请重新登录',
    en: 'The sign-in key is invalid or has expired. Please sign in again.',
  },
  sessionInvalid: { zh: '会话无效', en: 'The session is not valid.' },
  goodsNotFound: { zh: '没有这个商品', en: 'No item with this SKU.' },
  addressReceiverLength: { zh: '收货人应为 1 到 30 个字符', en: 'The receiver must be 1 to 30 characters long.' },
  addressPhone: {
    zh: '手机号码格式不正确：应为 11 位手机号或带区号的固定电话',
    en: 'The phone number must be an 11-digit mobile number or a landline with its area code.',
  },
  addressArea: {
    zh: '所选省、市、区县不匹配，请重新选择',
    en: 'The district must be in the chosen city and the city in the chosen province.',
  },
  addressStreetLength: {
    zh: '详细地址应为 1 到 200 个字符',
    en: 'The street address must be 1 to 200 characters long.',
  },
  addressNotFound: { zh: '没有这个地址', en: 'No such address.' },
  idCardNameLength: { zh: '姓名应为 1 到 30 个字符', en: 'The name must be 1 to 30 characters long.' },
  idCardLength: { zh: '身份证号码应为 18 位', en: 'The ID card number must be 18 characters long.' },
  idCardFormat: {
    zh: '身份证号码格式不正确：前 17 位应为数字，最后一位为数字或 X',
    en: 'The ID card number must be 17 digits followed by a digit or X.',
  },
  idCardBirthDate: {
    zh: '身份证号码中的出生日期无效',
    en: 'The birth date in the ID card number is not a valid date.',
  },
  idCardCheckChar: { zh: '身份证号码校验位不正确', en: "The ID card number's check digit is wrong." },
  personNameLength: { zh: '姓名应为 1 到 30 个字符', en: 'The name must be 1 to 30 characters long.' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is incorrect.' },
  passwordMismatch: {
    zh: '两次输入的新密码不一致',
    en: 'The new password and its confirmation do not match.',
  },
  passwordRule: {
    zh: '新密码应为 8 到 64 个字符，且同时包含字母和数字',
    en: 'The new password must be 8 to 64 characters long and contain both letters and digits.',
  },
  avatarType: {
    zh: '头像须为 JPG、JPEG、PNG 或 BMP 图片',
    en: 'The avatar must be a JPG, JPEG, PNG or BMP image.',
  },
  avatarSize: { zh: '头像不能超过 5 MB', en: 'The avatar must be at most 5 MB.' },
  cardTypeResident: { zh: '居民身份证', en: 'Resident identity card' },
  cardTypeHkMacao: {
    zh: '港澳居民来往内地通行证',
    en: 'Mainland travel permit for Hong Kong and Macao residents',
  },
  cardTypeTaiwan: { zh: '台湾居民来往大陆通行证', en: 'Mainland travel permit for Taiwan residents' },
  cardTypePassport: { zh: '护照', en: 'Passport' },
  duplicateParameter: { zh: '重复的参数 {name}', en: 'Duplicate parameter {name}.' },
  nulCharacter: {
    zh: '请求参数不正确：{field} 不能包含空字符（U+0000）',
    en: 'Invalid request: {field} must not contain the NUL character (U+0000)',
  },
  signInLocked: {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
  },
  registrationCodeText: {
    zh: '【Workbench】您的注册验证码为 {code}，{minutes} 分钟内有效。',
    en: 'Workbench: your registration code is {code}. It expires in {minutes} minutes.',
  },
  codeTooSoon: {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes were sent too often. Try again in {seconds} seconds.',
  },
  codeInvalid: { zh: '验证码无效，请重新获取', en: 'This code is not valid. Request a new one.' },
  codeExpired: { zh: '验证码已过期，请重新获取', en: 'The code has expired. Request a new one.' },
  codeLocked: {
    zh: '验证码错误次数过多，已失效，请重新获取',
    en: 'Too many wrong entries: this code no longer works. Request a new one.',
  },
  codeWrong: {
    zh: '验证码错误，还可尝试 {remaining} 次',
    en: 'The code is wrong. {remaining} attempts left.',
  },
  codeNotValidated: {
    zh: '请先验证手机号码',
    en: 'Verify the phone number first.',
  },
  registerPasswordRule: {
    zh: '密码应为 8 到 64 个字符，且同时包含字母和数字',
    en: 'The password must be 8 to 64 characters long and contain both letters and digits.',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this.' },
  messageNotFound: { zh: '没有这条消息', en: 'No such message.' },
  accountNotFound: { zh: '没有这个账号', en: 'No such account.' },
  taskNotFound: { zh: '没有这个任务', en: 'No such task.' },
  documentNotFound: { zh: '没有这个文档', en: 'No such document.' },
  originRefused: { zh: '不允许从该来源连接', en: 'Connections from this origin are not allowed.' },
  fileReminderMessages: { zh: '提醒消息.xlsx', en: 'reminder-messages.xlsx' },
  sheetReminderMessages: { zh: '提醒消息', en: 'Reminder messages' },
  columnTitle: { zh: '标题', en: 'Title' },
  columnContent: { zh: '内容', en: 'Content' },
  columnRead: { zh: '已读', en: 'Read' },
  columnCreateTime: { zh: '创建时间', en: 'Created' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  required: { zh: '此项为必填项', en: 'This field is required.' },
  textTooLong: { zh: '不能超过 {max} 个字符', en: 'At most {max} characters.' },
  binCodeTaken: { zh: '统一社会信用代码 {binCode} 已被使用', en: 'The code {binCode} is already in use.' },
  accountTaken: { zh: '账号 {account} 已被使用', en: 'The account {account} is already in use.' },
  logoType: { zh: '企业标志须为 JPG、JPEG、PNG 或 BMP 图片', en: 'The logo must be a JPG, JPEG, PNG or BMP image.' },
  logoSize: { zh: '企业标志须小于 5 MB', en: 'The logo must be under 5 MB.' },
  logoDimensions: { zh: '企业标志须为 80 × 80 像素', en: 'The logo must be 80 × 80 pixels.' },
  companyNotFound: { zh: '没有这个企业', en: 'No such company.' },
  unitNotFound: { zh: '没有这个部门', en: 'No such unit.' },
  personNotFound: { zh: '没有这个人员', en: 'No such person.' },
  recordNotFound: { zh: '没有这条记录', en: 'No such record.' },
  bulkRowsNotFound: {
    zh: '有 {count} 条记录不存在或您无权查看，未做任何修改',
    en: '{count} of the rows do not exist or are not yours to see; nothing was changed.',
  },
  unitMoveIntoOwn: {
    zh: '不能把部门移到它自己或它的下级部门之下',
    en: 'A unit cannot move under itself or one of its own units.',
  },
  unitHasPeople: {
    zh: '部门下还有 {count} 人，请先调走：{names}',
    en: 'People still belong to the unit ({count}); move them first: {names}',
  },
  unitHasChildren: {
    zh: '部门下还有下级部门，请先删除或移走：{names}',
    en: 'The unit still has units under it; delete or move them first: {names}',
  },
  personInCompany: {
    zh: '此人在该企业已有账号',
    en: 'This person already has an account in that company.',
  },
  lastAccount: {
    zh: '这是此人唯一的账号，不能解除关联',
    en: "This is the person's only account; it cannot be detached.",
  },
  ownAccount: { zh: '不能停用或解除自己正在使用的账号', en: 'You cannot disable or detach the account you are using.' },
  accountDisabled: { zh: '该账号已停用，请联系管理员', en: 'This account is disabled. Contact your administrator.' },
  codeTaken: { zh: '编码 {code} 已被使用', en: 'The code {code} is already in use.' },
  roleNotFound: { zh: '没有这个角色', en: 'No such role.' },
  roleTypeNotFound: { zh: '没有这个角色类型', en: 'No such role type.' },
  processTypeNotFound: { zh: '没有这个流程类型', en: 'No such process type.' },
  processTypeInUse: {
    zh: '还有 {count} 个流程模板属于此类型，请先删除或改类型：{names}',
    en: '{count} process templates are of this type; delete them or change their type first: {names}',
  },
  processTemplateNotFound: { zh: '没有这个流程模板', en: 'No such process template.' },
  processTemplateInUse: {
    zh: '已有申请使用此流程模板，不能删除',
    en: 'Applications use this process template, so it cannot be deleted.',
  },
  processStepNobody: {
    zh: '“{step}”步骤当前没有可审批的人（例如申请人的部门没有负责人），无法提交或流转',
    en: 'Nobody can approve the step "{step}" now (the applicant\'s unit may have no head), so the application cannot go on.',
  },
  applicationNotFound: { zh: '没有这条申请，或您无权查看', en: 'No such application, or you may not see it.' },
  applicationTemplateGone: {
    zh: '这条申请的流程模板已被删除，无法查看或审批',
    en: "This application's process template has been deleted, so it cannot be viewed or decided.",
  },
  taskNotYours: { zh: '这不是您的审批任务', en: 'This approval task is not yours.' },
  taskDecided: { zh: '此任务已经处理过，不能再次审批', en: 'This task has already been decided.' },
  processNoStep: { zh: '流程模板至少需要一个审批步骤', en: 'A process template needs at least one approval step.' },
  processStepNoRole: {
    zh: '第 {step} 步的审批角色不存在或没有人担任，请选择有人担任的角色',
    en: 'Step {step}: the approving role does not exist or nobody holds it; choose a role someone holds.',
  },
  processStepNoPeople: {
    zh: '第 {step} 步没有指定审批人，请至少选择一位本企业的人员',
    en: 'Step {step} names no approver; choose at least one person of the company.',
  },
  processStepBadPeople: {
    zh: '第 {step} 步的审批人不是本企业的有效账号',
    en: 'Step {step}: an approver is not an active account of the company.',
  },
  roleTypeBuiltIn: {
    zh: '内置角色类型不能删除，也不能改变适用范围',
    en: 'A built-in role type cannot be deleted or change its scope.',
  },
  roleTypeInUse: {
    zh: '还有 {count} 个角色属于此类型，请先删除或改类型：{names}',
    en: '{count} roles are of this type; delete them or change their type first: {names}',
  },
  stillReferenced: {
    zh: '仍有{referrer}引用此{row}，不能删除或更改',
    en: 'This {row} is still referred to by {referrer}, so it cannot be removed or changed.',
  },
  stillReferencedAnonymous: {
    zh: '仍有其他记录引用此记录，不能删除或更改',
    en: 'Other records still refer to this one, so it cannot be removed or changed.',
  },
  referenceGone: {
    zh: '所引用的{row}不存在或已被删除',
    en: 'The {row} this refers to does not exist or has been removed.',
  },
  dictionaryTypeInUse: {
    zh: '此字典类型还有 {count} 个代码，请先在代码列表中删除它们',
    en: 'Codes still belong to this dictionary type ({count}); delete them in the code list first.',
  },
  badDatabaseUrl: {
    zh: '请输入有效的数据库地址，以 postgres://、postgresql://、mysql:// 或 jdbc: 开头',
    en: 'Enter a valid database address starting with postgres://, postgresql://, mysql:// or jdbc:.',
  },
  badServerUrl: {
    zh: '请输入有效的服务器地址，以 http:// 或 https:// 开头',
    en: 'Enter a valid server address starting with http:// or https://.',
  },
  badSecret: {
    zh: '密码无法解密，请刷新页面后重试',
    en: 'The password could not be decrypted. Reload the page and try again.',
  },
  noSuchServerAddress: { zh: '没有这个服务器地址', en: 'No such server address.' },
  reportUnknownAccounts: { zh: '本企业没有这些账号：{names}', en: 'The company has no such accounts: {names}' },
  reportUnknownRoles: { zh: '没有可共享的这些角色：{names}', en: 'No such roles to share with: {names}' },
  reportRangeReversed: { zh: '结束时间不能早于开始时间', en: 'The end must not be before the start.' },
  reportRangeTooLong: { zh: '统计期间不能超过 {max} 天', en: 'The period must not be longer than {max} days.' },
  reportCategory: { zh: '分类', en: 'Category' },
  reportAmount: { zh: '金额（元）', en: 'Amount (yuan)' },
  reportCount: { zh: '数量', en: 'Count' },
  applicationPending: { zh: '待审批', en: 'Pending' },
  applicationApproved: { zh: '已通过', en: 'Approved' },
  applicationRejected: { zh: '已驳回', en: 'Rejected' },
  majorInUse: {
    zh: '还有 {count} 个项目属于此专业，请先修改这些项目的专业',
    en: '{count} projects are on this major; move them to another major first.',
  },
  projectRoleInUse: {
    zh: '还有 {count} 人在项目上担任此角色，请先在项目人员中移除',
    en: '{count} people hold this role on projects; remove them in project people first.',
  },
  dutyInUse: {
    zh: '还有 {count} 人在项目上承担此职责，请先在项目人员中修改',
    en: '{count} people carry this duty on projects; change them in project people first.',
  },
  projectCodeInUse: {
    zh: '还有 {count} 个项目使用此字典项，请先修改这些项目',
    en: '{count} projects use this entry; change them first.',
  },
  projectInUse: {
    zh: '此项目还有 {contracts} 份合同和 {people} 名人员，请先删除它们',
    en: 'Contracts ({contracts}) and people ({people}) still belong to this project; delete them first.',
  },
  projectNotFound: { zh: '没有这个项目', en: 'No such project.' },
  mroItemNotFound: { zh: '没有这个物资', en: 'No such MRO item.' },
  mroItemInUse: {
    zh: '此物资还有 {count} 条补货申请，请先删除它们',
    en: 'Replenishment requests still refer to this item ({count}); delete them first.',
  },
  mroRequestNotFound: { zh: '没有这条补货申请', en: 'No such replenishment request.' },
  mroRequestClosed: {
    zh: '已到货或已驳回的申请不能再修改',
    en: 'A received or rejected request cannot change again.',
  },
  optionNotFound: { zh: '请从列表中选择一项', en: 'Choose one of the offered items.' },
  dayInvalid: { zh: '请填写有效日期，格式 yyyy-MM-dd', en: 'Enter a real day as yyyy-MM-dd.' },
  endBeforeStart: { zh: '结束日期不能早于开始日期', en: 'The end cannot be before the start.' },
  signedDateRequired: {
    zh: '已签订或已关闭的合同须填写签订日期',
    en: 'A signed or closed contract needs its signing day.',
  },
  organTaken: {
    zh: '此项目已有同一角色的单位 {name}',
    en: 'The project already has {name} in this part.',
  },
  memberTaken: {
    zh: '此人已在该项目上担任此角色',
    en: 'This person already holds this role on the project.',
  },
  memberOutsideCompany: {
    zh: '只能选择项目所属企业的人员',
    en: "Choose a person of the project's company.",
  },
  stageActiveTaken: {
    zh: '此项目已有进行中的阶段，请先完成它',
    en: 'The project already has an active stage; finish it first.',
  },
  travelUnauthorized: { zh: '您没有使用差旅服务的权限', en: 'Your account may not use the travel service.' },
  travelUnavailable: { zh: '差旅服务地址未配置', en: 'The travel service address is not configured.' },
  dictionaryTypeNotFound: { zh: '没有这个字典类型', en: 'No such dictionary type.' },
  announcementNotFound: { zh: '没有这条公告', en: 'No such announcement.' },
  announcementPublished: {
    zh: '公告已发布，不能修改或删除；请先撤回',
    en: 'This announcement is published and cannot be changed or deleted; withdraw it first.',
  },
  announcementNotOut: {
    zh: '只能撤回已发布或定时发布的公告',
    en: 'Only a published or scheduled announcement can be withdrawn.',
  },
  publishTimeInPast: {
    zh: '发布时间须晚于现在',
    en: 'The publish time must be later than now.',
  },
  audienceRoleRequired: { zh: '请选择本企业可用的角色', en: "Choose a role of the announcement's company." },
  audienceUnitRequired: { zh: '请选择本企业的部门', en: "Choose a unit of the announcement's company." },
  announcementAudienceAll: { zh: '本企业全体', en: 'Everyone in the company' },
  announcementReads: { zh: '已读 {read} / {total}', en: 'read by {read} of {total}' },
  roleHeld: {
    zh: '还有 {count} 个账号持有此角色，请先移除：{names}',
    en: 'Remove this role from the accounts holding it first ({count}): {names}',
  },
  platformRole: {
    zh: '平台角色只能由平台管理员修改',
    en: 'Only a platform administrator can change a platform role.',
  },
  platformScope: {
    zh: '只有平台管理员可以使用平台范围的角色类型',
    en: 'Only a platform administrator can use a role type of platform scope.',
  },
  notGrantable: {
    zh: '不能授予以下权限：{names}',
    en: 'These permissions cannot be granted: {names}',
  },
  noSuchForm: { zh: '没有这个表单', en: 'No such form.' },
  noSuchField: { zh: '表单没有这些字段：{fields}', en: 'The form has no such fields: {fields}' },
  fieldReadOnly: { zh: '你没有修改此项的权限', en: 'You may not change this field.' },
  roleHolderNotFound: { zh: '没有这条角色授予记录', en: 'No such role holding.' },
  roleAlreadyHeld: { zh: '{account} 已持有角色“{role}”', en: '{account} already holds the role “{role}”.' },
  roleOtherCompany: {
    zh: '此角色属于其他企业，不能授予 {account}',
    en: "This role belongs to another company than {account}'s.",
  },
  platformRoleHolder: {
    zh: '平台范围的角色只能授予平台账号',
    en: 'A role of platform scope can be given to platform accounts only.',
  },
  ownLastAdminRole: {
    zh: '不能移除自己最后一个管理员角色',
    en: 'You cannot remove your own last administrator role.',
  },
  lastPlatformAdmin: {
    zh: '这是平台管理员的最后一位持有人，且没有超级账号，不能移除',
    en: 'This is the last platform administrator and there is no super account; the role cannot be removed.',
  },
  platformAccount: {
    zh: '只有平台管理员可以修改平台账号的授权',
    en: "Only a platform administrator can change a platform account's applications.",
  },
  appNotFound: { zh: '没有这些应用：{ids}', en: 'No such applications: {ids}' },
  ownConsoleApp: {
    zh: '不能取消自己账号对工作台的授权',
    en: "You cannot take the console's application from your own account.",
  },
  superAccountNotFound: { zh: '没有这个超级账号', en: 'No such super account.' },
  superAccountExists: { zh: '{account} 已是超级账号', en: '{account} is already a super account.' },
  superAccountDisabled: {
    zh: '账号 {account} 已停用，不能设为超级账号',
    en: 'The account {account} is disabled and cannot become a super account.',
  },
  superAccountLast: {
    zh: '至少要保留一个超级账号，这是最后一个，不能删除',
    en: 'At least one super account must remain; this is the last one and cannot be deleted.',
  },
  noSuchApp: { zh: '没有这个应用', en: 'No such application.' },
  secretNotFound: { zh: '没有这个密钥', en: 'No such secret.' },
  secretRevoked: { zh: '此密钥已吊销', en: 'This secret is already revoked.' },
  menuNotFound: { zh: '没有这个菜单项', en: 'No such menu entry.' },
  menuCodePattern: {
    zh: '编码须以字母开头，只含字母、数字、_ 和 -，不超过 64 个字符',
    en: 'The code must start with a letter and hold only letters, digits, _ or -, at most 64 characters.',
  },
  menuScreenUrl: {
    zh: '页面须是控制台的页面之一（不选则为分组）',
    en: "The screen must be one of the console's screens (none makes a group).",
  },
  menuOutUrl: { zh: '外部链接不能选择页面', en: 'An external link opens no screen: leave the screen empty.' },
  menuInHref: { zh: '控制台页面不能填写链接地址', en: 'A console screen has no link address: leave it empty.' },
  menuHref: {
    zh: '链接地址须是以 http:// 或 https:// 开头的完整地址',
    en: 'The link address must be a full address starting with http:// or https://.',
  },
  menuIcon: { zh: '图标须是侧边栏能显示的图标之一', en: 'The icon must be one the sidebar can show.' },
  menuParentNotGroup: {
    zh: '菜单项只能放在同一应用的分组之下',
    en: 'An entry can only go under a group of the same application.',
  },
  menuMoveIntoOwn: {
    zh: '不能把菜单项移到它自己或它的下级之下',
    en: 'An entry cannot move under itself or one of its own entries.',
  },
  menuHasChildren: {
    zh: '菜单下还有下级菜单，请先删除或移走：{names}',
    en: 'The entry still has entries under it; delete or move them first: {names}',
  },
  menuGroupHasChildren: {
    zh: '分组下还有菜单项，不能改为打开页面或链接：{names}',
    en: 'The group still holds entries, so it cannot open a screen or a link: {names}',
  },
  menuHasResources: {
    zh: '菜单项还有资源，不能改为分组：{names}',
    en: 'The entry still has resources, so it cannot become a group: {names}',
  },
  menuResourcesRouted: {
    zh: '以下资源仍有操作需要，不能删除这个菜单项：{names}',
    en: 'Actions still need these resources, so this entry cannot be deleted: {names}',
  },
  resourceNotFound: { zh: '没有这个资源', en: 'No such resource.' },
  resourceMenuKind: {
    zh: '“打开菜单”类资源随菜单项创建，不能手工新增，请选择操作或查询',
    en: 'A resource that opens an entry comes with the entry; choose Action or Read.',
  },
  resourceMenuFixed: {
    zh: '“打开菜单”类资源跟随它的菜单项，不能改类型或所属菜单',
    en: 'A resource that opens an entry follows its entry: its kind and entry cannot change.',
  },
  resourceMenuDelete: {
    zh: '“打开菜单”类资源随菜单项删除，不能单独删除',
    en: 'A resource that opens an entry is deleted with the entry, never on its own.',
  },
  resourceMenuGroup: {
    zh: '资源须属于打开页面或链接的菜单项，不能属于分组',
    en: 'A resource belongs to an entry that opens a screen or a link, not to a group.',
  },
  resourceCodeReserved: {
    zh: '以 app<应用编号>: 开头的编码留给菜单项的“打开菜单”资源',
    en: 'Codes starting app<application id>: are kept for the resources that open menu entries.',
  },
  resourceRouted: {
    zh: '以下操作需要此资源，删除后除超级账号外无人能再执行：{routes}',
    en: 'These actions need this resource; once it is deleted, only super accounts could still do them: {routes}',
  },
  tableViewNotFound: { zh: '没有这个列表', en: 'No such list.' },
  tableColumnUnknown: {
    zh: '列 {key} 不是此列表的列，或出现了不止一次',
    en: 'The column {key} is not a column of this list, or is named more than once.',
  },
  savedViewNotFound: { zh: '没有这个视图', en: 'No such saved view.' },
  savedViewName: {
    zh: '视图名称应为 1 到 64 个字符，不能全是空格，也不能包含 < 或 >',
    en: 'The view name must be 1 to 64 characters long, not only spaces, and without < or >.',
  },
  savedViewNameTaken: {
    zh: '此列表已有名为“{name}”的视图',
    en: 'You already have a view of this list named “{name}”.',
  },
  savedViewLimit: {
    zh: '一个列表最多保存 {max} 个视图，请先删除不再使用的视图',
    en: 'A list keeps at most {max} saved views; delete one you no longer use first.',
  },
  savedViewQuery: {
    zh: '{field} 不是此列表的筛选或排序，或者它的值不正确',
    en: '{field} is not a filter or sort of this list, or its value is not valid.',
  },
  savedViewShare: { zh: '只有企业管理员可以共享视图', en: 'Only a company administrator can share a view.' },
  filePrefix: { zh: '导出', en: 'export' },
  socketUnknownMessage: {
    zh: '无法识别的消息，只接受心跳 3',
    en: 'Unknown message; only the heartbeat 3 is accepted.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * An English name as it reads inside a sentence: `text` with its first letter in lower case
 * (`Cost centres`: `cost centres`), unless the second is a capital too (`MRO items`).
 */
export const lowerFirst = (text: string): string =>
  /^.[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** Values for the `{name}` placeholders of a message; a value with words gives them in each language. */
export type MessageValues = Readonly<Record<string, string | number | Readonly<Record<Lang, string>>>>;

/**
 * The message `key` in `lang`, its `{name}` placeholders replaced by `values[name]`
 * (a placeholder without a value stays as it is).
 */
export function t(lang: Lang, key: MessageKey, values?: MessageValues): string {
  const message: string = MESSAGES[key][lang];
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/**
 * The best of zh and en for an `Accept-Language` header value (quality weights honoured,
 * `zh-CN` counts as zh); zh when absent or when neither is acceptable.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'zh';
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(LANGS);
  return best === 'en' ? 'en' : 'zh';
}

/** The language of an API answer: `Accept-Language` (wire protocol, "Every API request"). */
export function requestLanguage(request: FastifyRequest): Lang {
  return negotiateLanguage(request.headers['accept-language']);
}

/** The language of a page: the console's `language` cookie when it holds zh or en, else `Accept-Language`. */
export function pageLanguage(request: FastifyRequest): Lang {
  const cookie = request.cookies['language'];
  return cookie === 'zh' || cookie === 'en' ? cookie : requestLanguage(request);
}

/** One schema validation error, as Fastify hands it over (`error.validation`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, Record<Lang, string>> = {
  integer: { zh: '整数', en: 'an integer' },
  number: { zh: '数字', en: 'a number' },
  string: { zh: '字符串', en: 'a string' },
  boolean: { zh: '布尔值', en: 'a boolean' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'an array' },
  null: { zh: '空值', en: 'null' },
};

/**
 * A field name that came from the client (an unexpected property, a repeated query name), capped
 * at 64 UTF-16 code units (then `…`) before it is echoed back in a message.
 */
export const fieldName = (raw: string) => (raw.length > 64 ? `${raw.slice(0, 64)}…` : raw);

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Whether `issue` broke one of the contracts' shared bounds of a day or a time, which have words of their own. */
const breaksSharedBound = (issue: ValidationIssue) =>
  (issue.keyword === 'pattern' && issue.params['pattern'] === DAY_PATTERN) ||
  (issue.keyword === 'maximum' && issue.params['limit'] === EPOCH_MS_MAX);

/**
 * The validation error a refusal is about: a broken shared bound first (a day that may also be
 * `''` fails both branches of its union, and the bound is the one worth saying), else the first,
 * skipping TypeBox's `boolean` twin of a rejected extra property.
 */
function meaningfulIssue(issues: readonly ValidationIssue[]): ValidationIssue | undefined {
  return issues.find(breaksSharedBound) ?? issues.find((i) => i.keyword !== 'boolean') ?? issues[0];
}

/**
 * The body field the first meaningful validation error is about (dotted path, or the missing or
 * extra property's name), or `undefined` when it is about the body as a whole. A form shows the
 * message on that field.
 */
export function validationField(issues: readonly ValidationIssue[]): string | undefined {
  const issue = meaningfulIssue(issues);
  if (!issue) return undefined;
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  if (path) return fieldName(path);
  const named =
    firstString(issue.params['requiredProperties']) ??
    firstString(issue.params['missingProperty']) ??
    firstString(issue.params['additionalProperties']) ??
    firstString(issue.params['additionalProperty']);
  return named ? fieldName(named) : undefined;
}

/**
 * A clear, localised sentence for the first meaningful schema validation error, e.g.
 * "Invalid request: appId must be an integer" / "请求参数不正确：appId 应为整数".
 * Used for HTTP 400 envelopes with code 400 (wire protocol, "What the server checks").
 */
export function describeValidation(lang: Lang, issues: readonly ValidationIssue[], part: string | undefined): string {
  const issue = meaningfulIssue(issues);
  const prefix = lang === 'zh' ? '请求参数不正确：' : 'Invalid request: ';
  if (!issue) return prefix + t(lang, 'badRequest');
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  const whole = part === 'querystring' ? { zh: '查询参数', en: 'the query' } : { zh: '请求体', en: 'the body' };
  const field = path ? fieldName(path) : whole[lang];
  const limit = String(issue.params['limit'] ?? '');
  let detail: string;
  switch (issue.keyword) {
    case 'required': {
      const missing = fieldName(
        firstString(issue.params['requiredProperties']) ?? firstString(issue.params['missingProperty']) ?? '',
      );
      detail = lang === 'zh' ? `缺少字段 ${missing}` : `the field ${missing} is missing`;
      break;
    }
    case 'additionalProperties': {
      const extra = fieldName(
        firstString(issue.params['additionalProperties']) ?? firstString(issue.params['additionalProperty']) ?? '',
      );
      detail = lang === 'zh' ? `不支持字段 ${extra}` : `the field ${extra} is not allowed`;
      break;
    }
    case 'type': {
      const type = TYPE_NAMES[String(issue.params['type'])];
      detail = type
        ? lang === 'zh'
          ? `${field} 应为${type.zh}`
          : `${field} must be ${type.en}`
        : lang === 'zh'
          ? `${field} 类型不正确`
          : `${field} has the wrong type`;
      break;
    }
    case 'minLength':
      detail =
        lang === 'zh' ? `${field} 长度不能少于 ${limit} 个字符` : `${field} must be at least ${limit} characters long`;
      break;
    case 'maxLength':
      detail =
        lang === 'zh' ? `${field} 长度不能超过 ${limit} 个字符` : `${field} must be at most ${limit} characters long`;
      break;
    case 'minimum':
      detail = lang === 'zh' ? `${field} 不能小于 ${limit}` : `${field} must be at least ${limit}`;
      break;
    case 'maximum':
      // The shared time bound (`EpochMs` of the contracts) says what it means, not its number.
      detail =
        issue.params['limit'] === EPOCH_MS_MAX
          ? lang === 'zh'
            ? `${field} 应为 9999 年底之前的时间`
            : `${field} must be a time before the year 10000`
          : lang === 'zh'
            ? `${field} 不能大于 ${limit}`
            : `${field} must be at most ${limit}`;
      break;
    case 'pattern':
      detail =
        issue.params['pattern'] === DAY_PATTERN
          ? lang === 'zh'
            ? `${field} 应为 1900 到 9999 年之间的日期，格式 yyyy-MM-dd`
            : `${field} must be a day of the years 1900 to 9999, as yyyy-MM-dd`
          : lang === 'zh'
            ? `${field} 格式不正确`
            : `${field} has an invalid format`;
      break;
    default:
      detail = lang === 'zh' ? `${field} 格式不正确` : `${field} has an invalid format`;
  }
  return prefix + detail;
}
