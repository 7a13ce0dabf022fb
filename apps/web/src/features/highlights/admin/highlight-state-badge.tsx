import { HIGHLIGHT_STATE_LABEL, type HighlightAdminRow } from '@rumo/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatSaoPauloDateTime } from '../../../lib/sao-paulo-time.ts';

const TONE: Record<HighlightAdminRow['state'], BadgeTone> = { draft: 'neutral', scheduled: 'blue', published: 'green' };

/** 'Rascunho', 'Agendado para dd/mm/yyyy hh:mm' (Brasília) or 'Publicado' — the state the server computed (decision 1606). */
export function HighlightStateBadge({ highlight }: { highlight: Pick<HighlightAdminRow, 'state' | 'published_at'> }) {
  const label =
    highlight.state === 'scheduled' && highlight.published_at ? `Agendado para ${formatSaoPauloDateTime(highlight.published_at)}` : HIGHLIGHT_STATE_LABEL[highlight.state];
  return <Badge tone={TONE[highlight.state]}>{label}</Badge>;
}
