import type { Editor } from '@tiptap/react';
import { act } from '@testing-library/react';

/**
 * Writes HTML into a RichTextEditor's editable area (decision 1606) as an edit of the editor's
 * own: jsdom has no layout, so ProseMirror cannot take typed keys there (it measures the
 * selection). Tiptap keeps its editor on the element (`dom.editor`) for tests like this; the
 * change goes through the editor's update, hence the field's onChange, as typing does. Typing
 * itself is covered in Chromium by the e2e suite.
 */
export async function fillRichText(textbox: HTMLElement, html: string): Promise<void> {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('Not a rich-text editor: no Tiptap editor on this element.');
  await act(async () => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}
