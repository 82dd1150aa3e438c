import type { MenuIconName } from '@workbench/contracts';
import {
  Building,
  Building2,
  Circle,
  CircleHelp,
  ClipboardList,
  Crown,
  FileClock,
  FileSearch,
  FileText,
  Folder,
  House,
  Key,
  KeyRound,
  Link,
  List,
  ListChecks,
  type LucideIcon,
  MapPin,
  Megaphone,
  Menu,
  Network,
  Package,
  Receipt,
  ScrollText,
  Settings,
  Shield,
  ShieldCheck,
  Tags,
  Ticket,
  Truck,
  UserCog,
  UserMinus,
  Users,
} from 'lucide-react';

/**
 * The icon of each name a menu entry's `icon` may hold (`MENU_ICONS` of the contract, which the
 * server checks), by its lucide name. Typed by the contract's names, so the two lists cannot
 * drift apart; listed one by one so the bundle carries only these.
 */
const ICONS: Record<MenuIconName, LucideIcon> = {
  building: Building,
  'building-2': Building2,
  'circle-help': CircleHelp,
  'clipboard-list': ClipboardList,
  crown: Crown,
  'file-clock': FileClock,
  'file-search': FileSearch,
  'file-text': FileText,
  folder: Folder,
  house: House,
  key: Key,
  'key-round': KeyRound,
  link: Link,
  list: List,
  'list-checks': ListChecks,
  'map-pin': MapPin,
  megaphone: Megaphone,
  menu: Menu,
  network: Network,
  package: Package,
  receipt: Receipt,
  'scroll-text': ScrollText,
  settings: Settings,
  shield: Shield,
  'shield-check': ShieldCheck,
  tags: Tags,
  ticket: Ticket,
  truck: Truck,
  'user-cog': UserCog,
  'user-minus': UserMinus,
  users: Users,
};

/**
 * The decorative icon of a menu entry (`aria-hidden`: the entry's name says what it is, WCAG
 * 1.1.1). `name` is one of `MENU_ICONS`; anything else, or none, gets a plain dot.
 */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = name && Object.hasOwn(ICONS, name) ? ICONS[name as MenuIconName] : Circle;
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}
