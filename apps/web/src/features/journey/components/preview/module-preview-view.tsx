import type { PreviewModule } from '@rumo/contract';
import { Eye } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { SkeletonText } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useModulePreview } from '../../api/journey-api.ts';
import { ContentIcon, contentTypeLabels } from '../content-icon.tsx';
import { ContentViewer } from '../content-viewer.tsx';
import { CourseTreeFrame, type TreeSelection } from '../course-tree-frame.tsx';
import type { NavTheme } from '../course-tree-nav.tsx';

/** /modules/preview/:id — a missing module (404) goes to /404. */
export function ModulePreviewView({ moduleId }: { moduleId: string }) {
  const query = useModulePreview(moduleId);
  const navigate = useNavigate();
  const notFound = isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (notFound) void navigate('/404', { replace: true });
  }, [notFound, navigate]);
  if (query.isPending || notFound) return <SkeletonText lines={8} label="Carregando pré-visualização…" />;
  if (query.isError)
    return (
      <Alert type="error" title="Não foi possível carregar a pré-visualização.">
        Tente novamente mais tarde.
      </Alert>
    );
  return <ModulePreviewBody key={query.data.uuid} module={query.data} />;
}

function navThemes(module: PreviewModule): NavTheme[] {
  return module.themes.map((theme) => ({
    uuid: theme.uuid,
    name: theme.name,
    done: false,
    topics: theme.topics.map((topic) => ({
      uuid: topic.uuid,
      name: topic.name,
      done: false,
      contents: topic.contents.map((c) => ({ uuid: c.uuid, title: c.title, type: c.type, locked: c.isLocked, done: false })),
    })),
  }));
}

const backToJourney = (
  <Link to="/steps" className={buttonClasses({ variant: 'link', className: 'self-start' })}>
    Voltar para a jornada
  </Link>
);

/**
 * The preview of a module as a learner sees it; also the console's 'Pré-visualizar como aluno',
 * fed by the draft and with its own way back (docs/decisions/1603, 1604).
 */
export function ModulePreviewBody({ module, back = backToJourney }: { module: PreviewModule; back?: ReactNode }) {
  usePageTitle(`Pré-visualização: ${module.name}`);
  const places = module.themes.flatMap((theme) => theme.topics.flatMap((topic) => topic.contents.map((content) => ({ theme, topic, content }))));
  // Spec: the first content of the first topic of the first theme is preselected.
  const first = module.themes[0]?.topics[0]?.contents[0];
  const [selection, setSelection] = useState<TreeSelection>({
    contentId: first && !first.isLocked ? first.uuid : null,
    themeId: module.themes[0]?.uuid ?? null,
    topicId: module.themes[0]?.topics[0]?.uuid ?? null,
  });
  const place = places.find((p) => p.content.uuid === selection.contentId) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Eye aria-hidden="true" className="size-4" /> Pré-visualização do módulo
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{module.name}</h1>
        <p className="max-w-3xl text-slate-700">{module.description}</p>
        {back}
      </header>
      <CourseTreeFrame label="Conteúdos do módulo" themes={navThemes(module)} selection={selection} onSelectionChange={setSelection}>
        <section aria-labelledby="preview-content-title" className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {place ? (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 id="preview-content-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                  <ContentIcon type={place.content.type} className="size-5 shrink-0 text-brand-700" />
                  {place.content.title}
                </h2>
                <Badge>{contentTypeLabels[place.content.type] ?? place.content.type}</Badge>
              </div>
              <ContentViewer uuid={place.content.uuid} type={place.content.type} title={place.content.title} body={place.content.content ?? ''} mode="preview" />
            </>
          ) : (
            <h2 id="preview-content-title" className="text-lg font-semibold text-slate-900">
              Escolha um conteúdo liberado para pré-visualizar.
            </h2>
          )}
        </section>
      </CourseTreeFrame>
    </div>
  );
}
