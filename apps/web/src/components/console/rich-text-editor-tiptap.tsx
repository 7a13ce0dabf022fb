import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/field.tsx';
import { PROSE_CLASSES } from '../ui/prose.ts';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl';
const ARIA_MOD = isMac ? 'Meta' : 'Control';

type Tool = {
  label: string;
  icon: LucideIcon;
  /** Shown in the tooltip, and announced (aria-keyshortcuts). */
  keys: string;
  ariaKeys: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

// Only what the server's HTML policy keeps (decision 0404): p, h2, h3, strong, em, lists, quote, code, links.
const TOOLS: Tool[] = [
  { label: 'Negrito', icon: Bold, keys: `${MOD}+B`, ariaKeys: `${ARIA_MOD}+B`, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Itálico', icon: Italic, keys: `${MOD}+I`, ariaKeys: `${ARIA_MOD}+I`, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Título',
    icon: Heading2,
    keys: `${MOD}+Alt+2`,
    ariaKeys: `${ARIA_MOD}+Alt+2`,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subtítulo',
    icon: Heading3,
    keys: `${MOD}+Alt+3`,
    ariaKeys: `${ARIA_MOD}+Alt+3`,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Lista',
    icon: List,
    keys: `${MOD}+Shift+8`,
    ariaKeys: `${ARIA_MOD}+Shift+8`,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Lista numerada',
    icon: ListOrdered,
    keys: `${MOD}+Shift+7`,
    ariaKeys: `${ARIA_MOD}+Shift+7`,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Citação',
    icon: Quote,
    keys: `${MOD}+Shift+B`,
    ariaKeys: `${ARIA_MOD}+Shift+B`,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: 'Código', icon: Code, keys: `${MOD}+E`, ariaKeys: `${ARIA_MOD}+E`, active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
];

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

function ToolButton({
  label,
  icon: Icon,
  pressed,
  keys,
  ariaKeys,
  onClick,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  keys?: string;
  ariaKeys?: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={ariaKeys}
      title={keys ? `${label} (${keys})` : label}
      disabled={disabled}
      // Keeps the text's selection while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-40',
        pressed && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The Tiptap implementation behind RichTextEditor; loaded on demand (decision 1606). */
export default function RichTextEditorTiptap({ id, label, value, onChange, error, hint }: RichTextEditorProps) {
  const labelId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);

  const openLink = (editor: Editor) => {
    setLinkValue((editor.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkError(null);
    setLinkOpen(true);
    requestAnimationFrame(() => linkInput.current?.select());
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isHttpUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' '),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: clsx(
          controlClasses(Boolean(error)),
          PROSE_CLASSES,
          'min-h-48 gap-3 rounded-t-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getText().trim() === '' ? '' : current.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: TOOLS.map((tool) => tool.active(current)),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const applyLink = () => {
    const href = linkValue.trim();
    if (href === '' || href === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isHttpUrl(href)) {
      setLinkError('Use um endereço que comece com https:// ou http://.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  };

  // Ctrl/⌘+K opens the link field, as in most editors.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink(editor);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-800" onClick={() => editor.commands.focus()}>
        {label}
      </span>
      <div onKeyDown={onKeyDown}>
        <div
          role="toolbar"
          aria-label={`Formatação de ${label.toLowerCase()}`}
          aria-controls={id}
          className="flex flex-wrap gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
        >
          {TOOLS.map((tool, i) => (
            <ToolButton
              key={tool.label}
              label={tool.label}
              icon={tool.icon}
              keys={tool.keys}
              ariaKeys={tool.ariaKeys}
              pressed={state?.pressed[i] ?? false}
              onClick={() => tool.run(editor)}
            />
          ))}
          <ToolButton label="Link" icon={Link2} keys={`${MOD}+K`} ariaKeys={`${ARIA_MOD}+K`} pressed={state?.link ?? false} onClick={() => openLink(editor)} />
          <span aria-hidden="true" className="mx-1 my-2 w-px bg-slate-300" />
          <ToolButton label="Desfazer" icon={Undo2} keys={`${MOD}+Z`} ariaKeys={`${ARIA_MOD}+Z`} disabled={!state?.canUndo} onClick={() => editor.chain().focus().undo().run()} />
          <ToolButton
            label="Refazer"
            icon={Redo2}
            keys={`${MOD}+Shift+Z`}
            ariaKeys={`${ARIA_MOD}+Shift+Z`}
            disabled={!state?.canRedo}
            onClick={() => editor.chain().focus().redo().run()}
          />
        </div>
        {linkOpen && (
          // Not a <form>: the editor usually sits inside one, and forms do not nest.
          <div role="group" className="flex flex-wrap items-end gap-2 border border-b-0 border-slate-300 bg-white p-2" aria-label="Link">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={`${id}-link`} className="text-xs font-medium text-slate-800">
                Endereço do link
              </label>
              <input
                ref={linkInput}
                id={`${id}-link`}
                type="url"
                value={linkValue}
                onChange={(event) => setLinkValue(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  }
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    setLinkOpen(false);
                    editor.commands.focus();
                  }
                }}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${id}-link-error` : undefined}
                className={controlClasses(Boolean(linkError), 'py-1.5')}
              />
            </div>
            <Button size="sm" onClick={applyLink}>
              Aplicar link
            </Button>
            {state?.link && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                Remover link
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
            >
              Cancelar
            </Button>
            {linkError && (
              <p id={`${id}-link-error`} role="alert" className="w-full text-sm text-red-700">
                {linkError}
              </p>
            )}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
