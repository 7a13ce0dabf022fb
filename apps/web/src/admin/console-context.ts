import type { LucideIcon } from 'lucide-react';
import { useOutletContext } from 'react-router';

/** What the console's shell gives its screens: the areas the person's roles open, in menu order. */
export type ConsoleContext = { areas: { to: string; label: string; icon: LucideIcon }[] };

export const useConsoleContext = () => useOutletContext<ConsoleContext>();
