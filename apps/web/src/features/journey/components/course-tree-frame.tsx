import { clsx } from 'clsx';
import { ListTree } from 'lucide-react';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { BottomDrawer } from '../../../components/ui/bottom-drawer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LARGE_SCREEN, useMediaQuery } from '../lib/use-media-query.ts';
import { CourseTreeNav, type NavTheme } from './course-tree-nav.tsx';

/** Which content is shown and which theme and topic are open in the tree. */
export type TreeSelection = { contentId: string | null; themeId: string | null; topicId: string | null };

export type CourseTreeFrameProps = {
  /** Names the button, the nav and the drawer: 'Conteúdos do curso', 'Conteúdos do módulo'. */
  label: string;
  themes: NavTheme[];
  selection: TreeSelection;
  onSelectionChange: Dispatch<SetStateAction<TreeSelection>>;
  /** Extra classes for the side nav on large screens. */
  navClassName?: string;
  /** The selected content's panel, beside the tree. */
  children: ReactNode;
};

function findContent(themes: NavTheme[], contentId: string) {
  for (const theme of themes) {
    for (const topic of theme.topics) {
      const content = topic.contents.find((c) => c.uuid === contentId);
      if (content) return { theme, topic, content };
    }
  }
  return null;
}

/**
 * The course player's and the module preview's layout: the tree beside the content on large
 * screens, behind a button in a bottom drawer on small ones. A locked content cannot be selected.
 */
export function CourseTreeFrame({ label, themes, selection, onSelectionChange, navClassName, children }: CourseTreeFrameProps) {
  const large = useMediaQuery(LARGE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const select = (id: string) => {
    const target = findContent(themes, id);
    if (!target || target.content.locked) return;
    onSelectionChange({ contentId: id, themeId: target.theme.uuid, topicId: target.topic.uuid });
    setDrawerOpen(false);
  };
  const tree = (
    <CourseTreeNav
      themes={themes}
      openThemeId={selection.themeId}
      openTopicId={selection.topicId}
      selectedContentId={selection.contentId}
      onToggleTheme={(id) => onSelectionChange((s) => ({ ...s, themeId: s.themeId === id ? null : id }))}
      onToggleTopic={(id) => onSelectionChange((s) => ({ ...s, topicId: s.topicId === id ? null : id }))}
      onSelect={select}
    />
  );

  return (
    <>
      {!large && (
        <Button variant="secondary" icon={<ListTree aria-hidden="true" className="size-4" />} onClick={() => setDrawerOpen(true)} className="self-start">
          {label}
        </Button>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        {large && (
          <nav aria-label={label} className={clsx('sticky top-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm', navClassName)}>
            {tree}
          </nav>
        )}
        {children}
      </div>
      {!large && (
        <BottomDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={label}>
          <nav aria-label={label}>{tree}</nav>
        </BottomDrawer>
      )}
    </>
  );
}
