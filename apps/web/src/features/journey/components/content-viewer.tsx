import { AudioViewer } from './viewers/audio-viewer.tsx';
import { DownloadViewer } from './viewers/download-viewer.tsx';
import { PdfViewer } from './viewers/pdf-viewer.tsx';
import { QuizViewer, type QuizAnswerResult, type QuizViewerQuestion } from './viewers/quiz-viewer.tsx';
import { TextViewer } from './viewers/text-viewer.tsx';
import { VideoViewer } from './viewers/video-viewer.tsx';

export type ContentViewerProps = {
  uuid: string;
  type: string;
  title: string;
  body: string | QuizViewerQuestion[];
  /** The preview names the unsupported type (spec: 'Tipo de conteúdo não suportado: {type}'). */
  mode: 'player' | 'preview';
  /** Media at 50% or a download opened: the content may complete itself. */
  onConsumed?: () => void;
  quizReadOnly?: boolean;
  /** The quiz's pass mark (decision 1605). */
  quizPassPercent?: number;
  /** Player only: the preview does not grade (DECISIONS, Learning journey). */
  onQuizSubmit?: (answers: { id: string; answer: string }[]) => Promise<QuizAnswerResult[] | null>;
  quizSubmitting?: boolean;
};

/** Picks the viewer by content type. */
export function ContentViewer({ uuid, type, title, body, mode, onConsumed, quizReadOnly = false, quizPassPercent, onQuizSubmit, quizSubmitting }: ContentViewerProps) {
  const url = typeof body === 'string' ? body : '';
  switch (type) {
    case 'video':
      return <VideoViewer key={uuid} url={url} title={title} onHalfway={onConsumed} />;
    case 'audio':
      return <AudioViewer key={uuid} url={url} title={title} onHalfway={onConsumed} />;
    case 'text':
      return <TextViewer html={url} />;
    case 'file':
      return <PdfViewer url={url} title={title} />;
    case 'download':
      return <DownloadViewer url={url} title={title} onOpen={onConsumed} />;
    case 'quiz':
    case 'exam':
      return (
        <QuizViewer
          key={`${uuid}-${quizReadOnly}`}
          kind={type}
          questions={Array.isArray(body) ? body : []}
          readOnly={quizReadOnly}
          passPercent={quizPassPercent}
          preview={mode === 'preview'}
          submitting={quizSubmitting}
          onSubmit={onQuizSubmit ?? (async () => null)}
        />
      );
    case 'tests':
      return <p className="text-lg font-semibold text-slate-900">Test</p>;
    default:
      return <p className="text-slate-800">{mode === 'preview' ? `Tipo de conteúdo não suportado: ${type}` : 'Tipo de conteúdo não suportado'}</p>;
  }
}
