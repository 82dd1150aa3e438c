/**
 * The demo data set's trade (docs/architecture.md, "Seeding"): goods, order amounts, suppliers,
 * inquiries and quotes, contracts, e-bidding projects and the expert pool, travel tickets (this
 * month's and stranded ones) and delay applications.
 */
import type { goods, GoodsSpec } from '../schema';

// Order amounts in yuan per company (same order as COMPANIES).
export const ORDER_AMOUNTS: string[][] = [
  ['12800.00', '3560.50', '45210.00', '980.00', '15000.00', '7420.30'],
  ['8800.00', '23999.99', '1250.00', '6400.00', '310.80'],
  ['5600.00', '1899.00', '12000.00', '450.50'],
  ['98000.00', '15600.00', '2300.00'],
];

const spec = (labelZh: string, labelEn: string, valueZh: string, valueEn = valueZh): GoodsSpec => ({
  labelZh,
  labelEn,
  valueZh,
  valueEn,
});

// Prices in yuan per unit. The label printer is sold out.
export const GOODS: (typeof goods.$inferInsert)[] = [
  {
    sku: 'SKU-100231',
    nameZh: 'A4 复印纸 70g（5 包/箱）',
    nameEn: 'A4 copy paper, 70 g/m² (5 reams per box)',
    brand: 'Deli',
    categoryZh: '办公耗材',
    categoryEn: 'Office consumables',
    unitZh: '箱',
    unitEn: 'box',
    price: '135.00',
    stock: 420,
    specs: [
      spec('规格', 'Size', 'A4（210 × 297 mm）', 'A4 (210 × 297 mm)'),
      spec('克重', 'Weight', '70 g/m²'),
      spec('包装', 'Packing', '500 张/包，5 包/箱', '500 sheets per ream, 5 reams per box'),
      spec('白度', 'Whiteness', '≥ 96% CIE'),
    ],
  },
  {
    sku: 'SKU-100245',
    nameZh: '88A 黑色激光打印硒鼓',
    nameEn: '88A black laser toner cartridge',
    brand: 'HP',
    categoryZh: '办公耗材',
    categoryEn: 'Office consumables',
    unitZh: '支',
    unitEn: 'piece',
    price: '459.00',
    stock: 86,
    specs: [
      spec('型号', 'Model', 'CC388A'),
      spec('颜色', 'Colour', '黑色', 'Black'),
      spec('打印页数', 'Page yield', '约 1500 页（5% 覆盖率）', 'About 1,500 pages (5% coverage)'),
      spec('适用机型', 'Compatible printers', 'P1007、P1008、M1136', 'P1007, P1008, M1136'),
    ],
  },
  {
    sku: 'SKU-200118',
    nameZh: 'ABS 安全帽（带透气孔）',
    nameEn: 'ABS safety helmet, vented',
    brand: '3M',
    categoryZh: '劳保用品',
    categoryEn: 'Personal protective equipment',
    unitZh: '顶',
    unitEn: 'piece',
    price: '35.50',
    stock: 1200,
    specs: [
      spec('材质', 'Material', 'ABS 工程塑料', 'ABS plastic'),
      spec('执行标准', 'Standard', 'GB 2811-2019'),
      spec('颜色', 'Colour', '白色', 'White'),
      spec('调节方式', 'Adjustment', '旋钮式，52–64 cm', 'Ratchet, 52–64 cm'),
    ],
  },
  {
    sku: 'SKU-200342',
    nameZh: '一次性丁腈手套（100 只/盒）',
    nameEn: 'Disposable nitrile gloves (100 per box)',
    brand: 'Ansell',
    categoryZh: '劳保用品',
    categoryEn: 'Personal protective equipment',
    unitZh: '盒',
    unitEn: 'box',
    price: '68.00',
    stock: 950,
    specs: [
      spec('尺码', 'Size', 'L'),
      spec('颜色', 'Colour', '蓝色', 'Blue'),
      spec('厚度', 'Thickness', '0.1 mm'),
      spec('无粉', 'Powder-free', '是', 'Yes'),
      spec('包装', 'Packing', '100 只/盒', '100 per box'),
    ],
  },
  {
    sku: 'SKU-300107',
    nameZh: 'LED 平板灯 600 × 600 mm 48 W',
    nameEn: 'LED panel light, 600 × 600 mm, 48 W',
    brand: 'Opple',
    categoryZh: '照明',
    categoryEn: 'Lighting',
    unitZh: '盏',
    unitEn: 'piece',
    price: '168.00',
    stock: 240,
    specs: [
      spec('功率', 'Power', '48 W'),
      spec('色温', 'Colour temperature', '4000 K（中性光）', '4000 K (neutral white)'),
      spec('光通量', 'Luminous flux', '4320 lm'),
      spec('尺寸', 'Dimensions', '595 × 595 × 10 mm'),
    ],
  },
  {
    sku: 'SKU-300256',
    nameZh: '人体工学办公椅（网背）',
    nameEn: 'Ergonomic office chair, mesh back',
    brand: 'Sihoo',
    categoryZh: '办公家具',
    categoryEn: 'Office furniture',
    unitZh: '把',
    unitEn: 'piece',
    price: '1299.00',
    stock: 35,
    specs: [
      spec('靠背', 'Back', '透气网布，可调腰托', 'Breathable mesh, adjustable lumbar support'),
      spec('扶手', 'Armrests', '3D 可调', '3D adjustable'),
      spec('最大承重', 'Maximum load', '150 kg'),
      spec('气杆', 'Gas lift', '四级气杆', 'Class 4'),
    ],
  },
  {
    sku: 'SKU-400019',
    nameZh: '24 口千兆以太网交换机',
    nameEn: '24-port gigabit Ethernet switch',
    brand: 'H3C',
    categoryZh: '网络设备',
    categoryEn: 'Networking',
    unitZh: '台',
    unitEn: 'unit',
    price: '689.00',
    stock: 18,
    specs: [
      spec('端口', 'Ports', '24 个 10/100/1000 Mbps 电口', '24 × 10/100/1000 Mbps RJ45'),
      spec('交换容量', 'Switching capacity', '48 Gbps'),
      spec('管理方式', 'Management', '非网管', 'Unmanaged'),
      spec('安装方式', 'Mounting', '19 英寸机架式，1U', '19-inch rack, 1U'),
    ],
  },
  {
    sku: 'SKU-400088',
    nameZh: '桌面标签打印机',
    nameEn: 'Desktop label printer',
    brand: 'Brother',
    categoryZh: '办公设备',
    categoryEn: 'Office equipment',
    unitZh: '台',
    unitEn: 'unit',
    price: '1999.00',
    stock: 0,
    specs: [
      spec('打印方式', 'Print method', '热敏', 'Direct thermal'),
      spec('分辨率', 'Resolution', '300 dpi'),
      spec('最大标签宽度', 'Maximum label width', '62 mm'),
      spec('连接方式', 'Connectivity', 'USB、Wi-Fi、蓝牙', 'USB, Wi-Fi, Bluetooth'),
    ],
  },
];

// Suppliers: [company index, zh name, en name, category index, status].
export const SUPPLIER_CATEGORIES = [
  { categoryZh: '办公用品', categoryEn: 'Office supplies' },
  { categoryZh: '工程施工', categoryEn: 'Construction' },
  { categoryZh: '信息技术服务', categoryEn: 'IT services' },
  { categoryZh: '物流运输', categoryEn: 'Logistics' },
  { categoryZh: '劳保用品', categoryEn: 'Personal protective equipment' },
] as const;

export const SUPPLIERS: [number, string, string, number, 'qualified' | 'pending' | 'disqualified'][] = [
  [0, '得力办公', 'Deli Office', 0, 'qualified'],
  [0, '中建三局', 'China Construction Third Bureau', 1, 'qualified'],
  [0, '华信数科', 'Huaxin Digital', 2, 'qualified'],
  [0, '顺达物流', 'Shunda Logistics', 3, 'qualified'],
  [0, '安盾防护', 'Andun Protection', 4, 'pending'],
  [0, '恒通建材', 'Hengtong Building Materials', 1, 'disqualified'],
  [1, '鹏城文具', 'Pengcheng Stationery', 0, 'qualified'],
  [1, '南方速运', 'Southern Express', 3, 'qualified'],
  [1, '云启科技', 'Yunqi Technology', 2, 'qualified'],
  [1, '粤安劳保', 'Yue’an Safety', 4, 'pending'],
  [2, '西湖办公', 'West Lake Office', 0, 'qualified'],
  [2, '钱江建设', 'Qianjiang Construction', 1, 'qualified'],
  [2, '之江信息', 'Zhijiang Information', 2, 'qualified'],
  [2, '杭运物流', 'Hangyun Logistics', 3, 'pending'],
  [2, '临安防护', 'Lin’an Protection', 4, 'disqualified'],
  [3, '京华建工', 'Jinghua Engineering', 1, 'qualified'],
  [3, '燕山劳保', 'Yanshan Safety', 4, 'qualified'],
  [3, '北辰信息', 'Beichen Information', 2, 'pending'],
];

// Inquiries: [company index, zh title, en title, deadline in hours from seeding (negative: closed),
// indexes in SUPPLIERS of the suppliers that quoted]. Company 4 publishes none.
export const INQUIRIES: [number, string, string, number, number[]][] = [
  [0, '2025 年度办公用品框架询价', '2025 office supplies framework inquiry', 30, [0, 3, 4]],
  [0, '数据中心运维服务询价', 'Data centre operations inquiry', 120, [2]],
  [0, '园区安保服务询价', 'Campus security services inquiry', 400, []],
  [0, '劳保手套集中采购询价', 'Work gloves bulk purchase inquiry', -24, [4, 0]],
  [1, '冷链运输服务询价', 'Cold-chain transport inquiry', 72, [7, 6]],
  [1, '仓储货架采购询价', 'Warehouse racking inquiry', 200, [6]],
  [2, '茶叶包装材料询价', 'Tea packaging materials inquiry', 48, [10, 13]],
  [2, '门店装修工程询价', 'Shop fit-out works inquiry', 150, [11]],
  [2, '收银系统升级询价', 'Till system upgrade inquiry', -48, [12]],
];

type ContractKind = 'goods' | 'engineering' | 'service';

// Contracts: [company index, kind, supplier index in SUPPLIERS, zh title, en title, amount in
// yuan, months back from the seeding month (0 = this month; 6 and more fall outside the cards)].
export const CONTRACTS: [number, ContractKind, number, string, string, string, number][] = [
  [0, 'goods', 0, '办公用品年度供货合同', 'Office supplies annual contract', '128000.00', 0],
  [0, 'goods', 4, '劳保用品采购合同', 'PPE purchase contract', '36500.50', 1],
  [0, 'goods', 0, '打印耗材采购合同', 'Printer consumables contract', '18200.00', 3],
  [0, 'goods', 0, '会议室家具采购合同', 'Meeting room furniture contract', '64000.00', 5],
  [0, 'goods', 4, '安全帽采购合同', 'Safety helmet contract', '9800.00', 8],
  [0, 'engineering', 1, '研发楼改造工程合同', 'R&D building refit contract', '1250000.00', 2],
  [0, 'engineering', 1, '停车场扩建工程合同', 'Car park extension contract', '480000.00', 4],
  [0, 'service', 2, '数据中心运维服务合同', 'Data centre operations contract', '216000.00', 0],
  [0, 'service', 3, '仓储物流服务合同', 'Warehousing and logistics contract', '88000.00', 2],
  [1, 'goods', 6, '文具季度供货合同', 'Stationery quarterly contract', '23999.99', 0],
  [1, 'goods', 9, '防护用品采购合同', 'Protective gear contract', '15600.00', 4],
  [1, 'service', 7, '干线运输服务合同', 'Trunk transport contract', '356000.00', 1],
  [2, 'goods', 10, '门店办公用品合同', 'Shop office supplies contract', '8600.00', 0],
  [2, 'goods', 10, '茶叶礼盒采购合同', 'Tea gift box contract', '42000.00', 2],
  [2, 'engineering', 11, '旗舰店装修工程合同', 'Flagship shop fit-out contract', '680000.00', 1],
  [2, 'service', 12, '收银系统维护合同', 'Till system maintenance contract', '24000.00', 3],
  [3, 'engineering', 15, '管廊施工总承包合同', 'Utility tunnel general contract', '3280000.00', 0],
  [3, 'engineering', 15, '厂区道路工程合同', 'Plant road works contract', '960000.00', 3],
  [3, 'goods', 16, '施工劳保用品合同', 'Site PPE contract', '56000.00', 1],
];

type Stage = 'toPublish' | 'bidding' | 'toEvaluate' | 'done';

// E-bidding projects: [company index, zh name, en name, stage, opening in hours from seeding,
// invitations: [supplier index, signed in, bid amount in yuan or null]].
export const EBIDDING: [number, string, string, Stage, number, [number, boolean, string | null][]][] = [
  [
    0,
    '办公电脑集中采购',
    'Office PC bulk purchase',
    'bidding',
    20,
    [
      [0, true, '356000.00'],
      [2, true, '349800.00'],
      [3, false, null],
    ],
  ],
  [
    0,
    '园区绿化养护',
    'Campus landscaping',
    'bidding',
    70,
    [
      [1, true, null],
      [3, false, null],
      [5, false, null],
    ],
  ],
  [0, '食堂食材供应', 'Canteen food supply', 'toPublish', 300, []],
  [
    0,
    '档案数字化服务',
    'Archive digitisation',
    'toEvaluate',
    -30,
    [
      [2, true, '128000.00'],
      [0, true, '131500.00'],
      [3, true, '126000.00'],
    ],
  ],
  [
    0,
    '消防设施维保',
    'Fire equipment maintenance',
    'done',
    -400,
    [
      [1, true, '86000.00'],
      [2, true, '91000.00'],
    ],
  ],
  [
    1,
    '跨境物流服务',
    'Cross-border logistics',
    'bidding',
    48,
    [
      [7, true, '520000.00'],
      [8, false, null],
    ],
  ],
  [
    1,
    '仓库照明改造',
    'Warehouse lighting refit',
    'done',
    -200,
    [
      [6, true, '45000.00'],
      [7, true, '47000.00'],
    ],
  ],
  [
    2,
    '门店收银设备',
    'Shop till equipment',
    'bidding',
    30,
    [
      [12, true, '98000.00'],
      [10, true, null],
      [13, false, null],
    ],
  ],
  [2, '包装设计服务', 'Packaging design', 'toPublish', 240, []],
  [
    2,
    '仓储叉车租赁',
    'Warehouse forklift hire',
    'toEvaluate',
    -50,
    [
      [13, true, '36000.00'],
      [11, true, '34500.00'],
    ],
  ],
  [
    3,
    '管廊监测系统',
    'Tunnel monitoring system',
    'toEvaluate',
    -10,
    [
      [17, true, '1280000.00'],
      [15, true, '1315000.00'],
    ],
  ],
  [3, '工地安全防护用品', 'Site safety equipment', 'done', -300, [[16, true, '56000.00']]],
];

// The group's expert pool: [name, zh speciality, en speciality].
export const EXPERTS: [string, string, string][] = [
  ['周建国', '建筑工程', 'Construction engineering'],
  ['吴海峰', '建筑工程', 'Construction engineering'],
  ['郑丽华', '建筑工程', 'Construction engineering'],
  ['孙志强', '机电设备', 'Mechanical and electrical'],
  ['钱文静', '机电设备', 'Mechanical and electrical'],
  ['陈思远', '信息技术', 'Information technology'],
  ['刘晓燕', '信息技术', 'Information technology'],
  ['黄立新', '信息技术', 'Information technology'],
  ['林美玲', '信息技术', 'Information technology'],
  ['何振东', '财务审计', 'Finance and audit'],
  ['马秀英', '法律合规', 'Legal and compliance'],
];

type TicketClass = 'flight' | 'train' | 'hotel' | 'car';

// Tickets booked this month (none stranded): [company index, passenger, zh route, en route,
// class, amount in yuan, share of the month so far when booked, departure in hours from seeding
// (negative: taken, status used; positive: unused)].
export const MONTH_TICKETS: [number, string, string, string, TicketClass, string, number, number][] = [
  [0, '王明远', '上海虹桥 → 北京首都', 'Shanghai Hongqiao → Beijing Capital', 'flight', '1580.00', 0.2, -1],
  [0, '王明远', '北京 → 上海', 'Beijing → Shanghai', 'train', '553.00', 0.4, 48],
  [0, '陈立', '上海 → 深圳', 'Shanghai → Shenzhen', 'flight', '1320.50', 0.6, 96],
  [0, '陈立', '深圳福田香格里拉', 'Shenzhen Futian Shangri-La', 'hotel', '980.00', 0.6, 96],
  [0, '王明远', '虹桥机场 → 公司', 'Hongqiao Airport → office', 'car', '86.40', 0.9, -1],
  [1, '王明远', '深圳 → 广州', 'Shenzhen → Guangzhou', 'train', '74.50', 0.3, -1],
  [1, '黄珊', '深圳 → 成都', 'Shenzhen → Chengdu', 'flight', '1160.00', 0.7, 72],
  [2, '李晓娜', '杭州 → 上海', 'Hangzhou → Shanghai', 'train', '73.00', 0.1, -1],
  [2, '李晓娜', '上海外滩酒店', 'Shanghai Bund hotel', 'hotel', '760.00', 0.1, -1],
  [2, '赵子涵', '杭州萧山 → 厦门高崎', 'Hangzhou Xiaoshan → Xiamen Gaoqi', 'flight', '890.00', 0.5, 120],
  [3, '李晓娜', '北京 → 天津', 'Beijing → Tianjin', 'train', '54.50', 0.5, 24],
  [3, '刘强', '北京首都 → 西安咸阳', 'Beijing Capital → Xi’an Xianyang', 'flight', '1240.00', 0.8, 36],
];

// Stranded tickets (booked 40+ days ago, departure passed, not taken): [company index,
// passenger, zh route, en route, class, amount in yuan, departure in days before seeding, status].
export const STRANDED: [
  number,
  string,
  string,
  string,
  'flight' | 'train',
  string,
  number,
  'unused' | 'refunding' | 'changed',
][] = [
  [0, '王明远', '上海虹桥 → 成都双流', 'Shanghai Hongqiao → Chengdu Shuangliu', 'flight', '1450.00', 3, 'unused'],
  [0, '陈立', '上海 → 南京', 'Shanghai → Nanjing', 'train', '139.50', 6, 'refunding'],
  [0, '陈立', '上海浦东 → 广州白云', 'Shanghai Pudong → Guangzhou Baiyun', 'flight', '1180.00', 10, 'changed'],
  [0, '周敏', '上海 → 杭州', 'Shanghai → Hangzhou', 'train', '73.00', 15, 'unused'],
  [0, '周敏', '上海虹桥 → 武汉天河', 'Shanghai Hongqiao → Wuhan Tianhe', 'flight', '960.00', 21, 'unused'],
  [0, '王明远', '上海 → 苏州', 'Shanghai → Suzhou', 'train', '39.50', 28, 'refunding'],
  [2, '李晓娜', '杭州 → 北京', 'Hangzhou → Beijing', 'train', '538.50', 2, 'unused'],
  [2, '李晓娜', '杭州萧山 → 重庆江北', 'Hangzhou Xiaoshan → Chongqing Jiangbei', 'flight', '1320.00', 5, 'refunding'],
  [2, '赵子涵', '杭州 → 宁波', 'Hangzhou → Ningbo', 'train', '61.00', 9, 'changed'],
  [2, '赵子涵', '杭州萧山 → 青岛胶东', 'Hangzhou Xiaoshan → Qingdao Jiaodong', 'flight', '870.00', 12, 'unused'],
  [2, '李晓娜', '杭州 → 黄山', 'Hangzhou → Huangshan', 'train', '132.00', 18, 'unused'],
  [2, '赵子涵', '杭州萧山 → 昆明长水', 'Hangzhou Xiaoshan → Kunming Changshui', 'flight', '1560.00', 25, 'unused'],
  [3, '刘强', '北京 → 石家庄', 'Beijing → Shijiazhuang', 'train', '128.00', 4, 'unused'],
];

// Applications about stranded tickets: [index in STRANDED, applicant, zh reason, en reason,
// status, hours before seeding].
export const DELAY_APPLIES: [number, string, string, string, 'pending' | 'approved' | 'rejected', number][] = [
  [1, '陈立', '会议改期，申请退票', 'Meeting moved; refund requested', 'pending', 20],
  [2, '陈立', '航班改签后未出行，申请退改差价', 'Changed flight not taken; fare difference claimed', 'approved', 200],
  [5, '王明远', '行程取消，申请退票', 'Trip cancelled; refund requested', 'rejected', 500],
  [7, '李晓娜', '客户拜访取消，申请退票', 'Client visit cancelled; refund requested', 'pending', 30],
  [8, '赵子涵', '行程提前，申请改签费用报销', 'Trip brought forward; change fee claimed', 'approved', 150],
  [9, '赵子涵', '身体不适未能出行，申请退票', 'Unwell and could not travel; refund requested', 'pending', 60],
];
