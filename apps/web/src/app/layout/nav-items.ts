import { BellRing, Briefcase, ClipboardList, FileUser, House, Info, LifeBuoy, Route, Search, Sparkles, User, UserCog, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Side menu, in the spec's order and with its labels (section 2, Navigation). */
export const sideMenuItems: NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/steps', label: 'Etapas', icon: Route },
  { to: '/job-alerts', label: 'Alerta de Vagas', icon: BellRing },
  { to: '/curriculum', label: 'Meu currículo', icon: FileUser },
  { to: '/jobs', label: 'Vagas', icon: Briefcase },
  { to: '/applications', label: 'Minhas Candidaturas', icon: ClipboardList },
  { to: '/account', label: 'Conta', icon: UserCog },
  { to: '/support', label: 'Suporte', icon: LifeBuoy },
  { to: '/about', label: 'Sobre', icon: Info },
];

export type BottomBarItem = NavItem & {
  /** Paths on which the entry is active (exact match, spec); Home also owns /dashboard, where / leads. */
  activeOn: string[];
  highlighted?: boolean;
};

export const bottomBarItems: BottomBarItem[] = [
  { to: '/', label: 'Home', icon: House, activeOn: ['/', '/dashboard'] },
  { to: '/jobs', label: 'Vagas', icon: Search, activeOn: ['/jobs'] },
  { to: '/steps', label: 'Etapas', icon: Route, activeOn: ['/steps'], highlighted: true },
  { to: '/account', label: 'Conta', icon: User, activeOn: ['/account'] },
  { to: '/highlights', label: 'Destaques', icon: Sparkles, activeOn: ['/highlights'] },
];
