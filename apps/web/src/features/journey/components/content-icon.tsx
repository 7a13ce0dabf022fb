import { Download, File, FileText, FlaskConical, GraduationCap, Headphones, ListChecks, PlayCircle, type LucideIcon } from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  video: PlayCircle,
  audio: Headphones,
  text: FileText,
  file: File,
  download: Download,
  quiz: ListChecks,
  exam: GraduationCap,
  tests: FlaskConical,
};

export const contentTypeLabels: Record<string, string> = {
  video: 'Vídeo',
  audio: 'Áudio',
  text: 'Texto',
  file: 'Arquivo',
  download: 'Download',
  quiz: 'Quiz',
  exam: 'Avaliação',
  tests: 'Teste',
};

/** Icon by content type (spec: video, audio, text, file, quiz, exam); decorative, the title names the item. */
export function ContentIcon({ type, className = 'size-4' }: { type: string; className?: string }) {
  const Icon = icons[type] ?? File;
  return <Icon aria-hidden="true" className={className} />;
}
