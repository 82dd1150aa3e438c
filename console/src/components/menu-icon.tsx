import {
  Building,
  Building2,
  Circle,
  CircleHelp,
  ClipboardList,
  FileClock,
  FileSearch,
  FileText,
  List,
  type LucideIcon,
  MapPin,
  Menu,
  Network,
  Receipt,
  ScrollText,
  Settings,
  ShieldCheck,
  Ticket,
  Users,
} from 'lucide-react';

/**
 * Icons a menu entry's `icon` field may name, by their lucide names. Listed one
 * by one so the bundle carries only these; an unknown name gets a plain dot.
 */
const ICONS: Record<string, LucideIcon> = {
  building: Building,
  'building-2': Building2,
  'circle-help': CircleHelp,
  'clipboard-list': ClipboardList,
  'file-clock': FileClock,
  'file-search': FileSearch,
  'file-text': FileText,
  list: List,
  'map-pin': MapPin,
  menu: Menu,
  network: Network,
  receipt: Receipt,
  'scroll-text': ScrollText,
  settings: Settings,
  'shield-check': ShieldCheck,
  ticket: Ticket,
  users: Users,
};

/** The decorative icon of a menu entry. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}
