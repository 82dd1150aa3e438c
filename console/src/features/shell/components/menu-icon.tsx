import {
  Building2,
  ChartColumn,
  Circle,
  ExternalLink,
  FileText,
  FolderKanban,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Network,
  ScrollText,
  Settings,
  ShoppingCart,
  Ticket,
  Truck,
  Users,
} from 'lucide-react';

/** Icons a menu entry's `icon` field may name (spec section 3); unknown names get a dot. */
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  setting: Settings,
  settings: Settings,
  system: Settings,
  company: Building2,
  org: Network,
  people: Users,
  user: Users,
  log: ScrollText,
  document: FileText,
  auth: KeyRound,
  project: FolderKanban,
  chart: ChartColumn,
  shop: ShoppingCart,
  ticket: Ticket,
  supply: Truck,
  link: ExternalLink,
};

/** The decorative icon of a menu entry. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}
