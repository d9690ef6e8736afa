import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { HtmlEditorToolbar } from './HtmlEditorToolbar';

interface HtmlEditorProps {
  label: string;
  /** The HTML, '' when empty. */
  value: string;
  onChange: (html: string) => void;
}

/**
 * Every node the shop's content may hold keeps its place: StarterKit's defaults (all heading
 * levels, quotes, code) and tables, which the articles use, so opening a text and saving it
 * loses nothing the toolbar does not offer. The server sanitises what is saved.
 */
const EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } }),
  TableKit,
];

/** What the editor holds as the value it reports: '' rather than an empty paragraph. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** How the content looks while edited, close to the storefront's articles. */
const CONTENT =
  'min-h-40 px-3 py-2 text-base text-navy outline-none [&_a]:text-teal-800 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-navy/20 [&_td]:px-2 [&_th]:border [&_th]:border-navy/20 [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A rich-text field (bold, italic, headings, lists, links) whose value is HTML. The editable
 * area is a textbox named by `label`. It is made in the browser only (`immediatelyRender:
 * false`): the server renders the empty frame, and hydration matches it.
 */
export function HtmlEditor({ label, value, onChange }: HtmlEditorProps) {
  const labelId = useId();
  // The editor keeps the options it was made with: the latest onChange is read through a ref.
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    // TipTap's own <style> element breaks the pages' policy (styles from the stylesheet only, no
    // inline style): the few rules it carries are in admin.css instead.
    injectCSS: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: CONTENT },
    },
    onUpdate: ({ editor: updated }) => changed.current(htmlOf(updated)),
  });

  // A value set from outside (a form's reset, a record loaded) replaces the content; the value
  // this editor reported itself is already there, so typing never loops back into it.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className="grid min-w-0 gap-1.5">
      {/* Not a <label>: a contenteditable is not labelable, so the area names itself by this id. */}
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="min-w-0 rounded-lg border border-navy/20 bg-white focus-within:border-teal-700 focus-within:ring-2 focus-within:ring-teal/30">
        <HtmlEditorToolbar editor={editor} label={label} />
        <EditorContent editor={editor} className="max-h-[32rem] overflow-y-auto" />
      </div>
    </div>
  );
}
