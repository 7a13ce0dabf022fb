import type { Capability } from '@rumo/contract';
import { Briefcase, Handshake, LayoutDashboard, LifeBuoy, ListChecks, Newspaper, Route, Rss, ScrollText, Tags, Users, type LucideIcon } from 'lucide-react';
import { lazyScreen, type LazyScreen } from '../app/lazy-screen.tsx';
import { useReviewCount } from '../features/jobs/admin/jobs-admin-api.ts';
import { useNewLeadsCount } from '../features/leads/admin/leads-admin-api.ts';
import { useOpenTicketsCount } from '../features/support/admin/support-admin-api.ts';

export type ConsoleScreen = {
  /** Under /admin: 'vagas', 'vagas/:id'; '' is the console home ('Painel'). */
  path: string;
  /** Menu label, pt-BR. */
  label: string;
  icon: LucideIcon;
  /** The menu entry and the route exist only for staff holding it; the server checks it again. */
  capability: Capability;
  /** A module exporting `Component`, loaded when first opened. */
  screen: LazyScreen;
  /** Default true; false for detail routes such as 'vagas/:id'. */
  inMenu?: boolean;
  /** A count beside the menu label (e.g. jobs 'Em revisão'); a React hook. */
  useBadge?: () => number | undefined;
};

/**
 * The console's screens, in menu order: Painel, Vagas, Fontes, Chamados, Interessados, Jornada, Destaques, Planos, Usuários, Auditoria
 * (decision 1406). Each feature adds its own entries; the screens live in `features/<x>/admin/`.
 */
export const consoleScreens: ConsoleScreen[] = [
  { path: '', label: 'Painel', icon: LayoutDashboard, capability: 'console:access', screen: lazyScreen(() => import('./console-home.tsx')) },
  {
    path: 'vagas',
    label: 'Vagas',
    icon: Briefcase,
    capability: 'jobs:moderate',
    screen: lazyScreen(() => import('../features/jobs/admin/jobs-moderation-screen.tsx')),
    useBadge: useReviewCount,
  },
  { path: 'vagas/:id', label: 'Vaga', icon: Briefcase, capability: 'jobs:moderate', screen: lazyScreen(() => import('../features/jobs/admin/job-edit-screen.tsx')), inMenu: false },
  // The job feeds read on a schedule (decision 1504).
  { path: 'fontes', label: 'Fontes', icon: Rss, capability: 'sources:manage', screen: lazyScreen(() => import('../features/sources/admin/sources-screen.tsx')) },
  {
    path: 'fontes/:id',
    label: 'Fonte',
    icon: Rss,
    capability: 'sources:manage',
    screen: lazyScreen(() => import('../features/sources/admin/source-detail-screen.tsx')),
    inMenu: false,
  },
  {
    path: 'chamados',
    label: 'Chamados',
    icon: LifeBuoy,
    capability: 'tickets:manage',
    screen: lazyScreen(() => import('../features/support/admin/tickets-inbox-screen.tsx')),
    useBadge: useOpenTicketsCount,
  },
  {
    path: 'chamados/:id',
    label: 'Chamado',
    icon: LifeBuoy,
    capability: 'tickets:manage',
    screen: lazyScreen(() => import('../features/support/admin/ticket-thread-screen.tsx')),
    inMenu: false,
  },
  {
    path: 'interessados',
    label: 'Interessados',
    icon: Handshake,
    capability: 'leads:read',
    screen: lazyScreen(() => import('../features/leads/admin/leads-screen.tsx')),
    useBadge: useNewLeadsCount,
  },
  // The journey editor: steps and courses, a course's draft as one tree, 'Publicar' (docs/decisions/1603, 1604).
  { path: 'jornada', label: 'Jornada', icon: Route, capability: 'content:edit', screen: lazyScreen(() => import('../features/journey/admin/journey-screen.tsx')) },
  {
    path: 'jornada/cursos/:courseId',
    label: 'Curso',
    icon: Route,
    capability: 'content:edit',
    screen: lazyScreen(() => import('../features/journey/admin/course-editor-screen.tsx')),
    inMenu: false,
  },
  {
    path: 'jornada/cursos/:courseId/pre-visualizacao',
    label: 'Pré-visualização',
    icon: Route,
    capability: 'content:edit',
    screen: lazyScreen(() => import('../features/journey/admin/course-preview-screen.tsx')),
    inMenu: false,
  },
  // A quiz's or exam's questions, opened from the course in 'Jornada' ('Editar perguntas'; docs/decisions/1605).
  {
    path: 'jornada/cursos/:courseId/quiz/:contentId',
    label: 'Perguntas do quiz',
    icon: ListChecks,
    capability: 'content:edit',
    screen: lazyScreen(() => import('../features/journey/admin/quiz/quiz-editor-screen.tsx')),
    inMenu: false,
  },
  // Highlights: rich text, cover and media, drafts, scheduling (docs/decisions/1606).
  {
    path: 'destaques',
    label: 'Destaques',
    icon: Newspaper,
    capability: 'content:edit',
    screen: lazyScreen(() => import('../features/highlights/admin/highlights-screen.tsx')),
  },
  {
    path: 'destaques/:id',
    label: 'Destaque',
    icon: Newspaper,
    capability: 'content:edit',
    screen: lazyScreen(() => import('../features/highlights/admin/highlight-editor-screen.tsx')),
    inMenu: false,
  },
  // Name, price, ribbon, features and order of the plans; admins only (docs/decisions/1601).
  { path: 'planos', label: 'Planos', icon: Tags, capability: 'plans:manage', screen: lazyScreen(() => import('../features/plans/admin/plans-screen.tsx')) },
  { path: 'usuarios', label: 'Usuários', icon: Users, capability: 'users:read', screen: lazyScreen(() => import('../features/users/admin/users-screen.tsx')) },
  {
    path: 'usuarios/:id',
    label: 'Usuário',
    icon: Users,
    capability: 'users:read',
    screen: lazyScreen(() => import('../features/users/admin/user-detail-screen.tsx')),
    inMenu: false,
  },
  { path: 'auditoria', label: 'Auditoria', icon: ScrollText, capability: 'audit:read', screen: lazyScreen(() => import('../features/audit/admin/audit-screen.tsx')) },
];
