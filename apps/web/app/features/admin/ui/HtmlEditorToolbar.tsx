import type { ChainedCommands, Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminMessages } from '../i18n/messages';

type ToolName = Exclude<keyof AdminMessages['htmlEditor'], 'toolbar' | 'linkPrompt'>;

interface Tool {
  name: ToolName;
  /** What the button shows; its accessible name is the catalogue's word. */
  glyph: string;
  run: (chain: ChainedCommands, editor: Editor, texts: AdminMessages['htmlEditor']) => ChainedCommands;
  /** Whether the selection has it, shown as a pressed button; undo and redo have no such state. */
  active?: (editor: Editor) => boolean;
}

/** The address of the link at the selection, asked for; '' removes the link. */
function linkTo(chain: ChainedCommands, editor: Editor, prompt: string): ChainedCommands {
  const current = String(editor.getAttributes('link').href ?? '');
  const href = window.prompt(prompt, current);
  if (href === null) return chain;
  const range = chain.extendMarkRange('link');
  return href.trim() === '' ? range.unsetLink() : range.setLink({ href: href.trim() });
}

const TOOLS: Tool[] = [
  { name: 'bold', glyph: 'B', run: (c) => c.toggleBold(), active: (e) => e.isActive('bold') },
  { name: 'italic', glyph: 'I', run: (c) => c.toggleItalic(), active: (e) => e.isActive('italic') },
  {
    name: 'heading2',
    glyph: 'H2',
    run: (c) => c.toggleHeading({ level: 2 }),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    name: 'heading3',
    glyph: 'H3',
    run: (c) => c.toggleHeading({ level: 3 }),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    name: 'bulletList',
    glyph: '•',
    run: (c) => c.toggleBulletList(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    name: 'orderedList',
    glyph: '1.',
    run: (c) => c.toggleOrderedList(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    name: 'link',
    glyph: '🔗',
    run: (c, e, t) => linkTo(c, e, t.linkPrompt),
    active: (e) => e.isActive('link'),
  },
  { name: 'undo', glyph: '↶', run: (c) => c.undo() },
  { name: 'redo', glyph: '↷', run: (c) => c.redo() },
];

const BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-semibold text-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-navy aria-pressed:text-white';

/** The editor's buttons; all are disabled until the editor exists in the browser. */
export function HtmlEditorToolbar({ editor, label }: { editor: Editor | null; label: string }) {
  const texts = useAdminTexts().htmlEditor;
  // Re-read on every transaction, so the pressed states follow the selection.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: TOOLS.map((tool) => tool.active?.(current) ?? null),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  const press = (tool: Tool) => {
    if (!editor) return;
    tool.run(editor.chain().focus(), editor, texts).run();
  };

  return (
    <div
      role="toolbar"
      aria-label={interpolate(texts.toolbar, { field: label })}
      className="flex flex-wrap gap-1 border-b border-navy/10 p-1"
    >
      {TOOLS.map((tool, i) => {
        const active = state?.active[i];
        const unavailable =
          !state || (tool.name === 'undo' && !state.canUndo) || (tool.name === 'redo' && !state.canRedo);
        return (
          <button
            key={tool.name}
            type="button"
            className={BUTTON}
            aria-label={texts[tool.name]}
            title={texts[tool.name]}
            aria-pressed={active === null || active === undefined ? undefined : active}
            disabled={unavailable}
            onClick={() => press(tool)}
          >
            <span aria-hidden="true" className={tool.name === 'italic' ? 'italic' : undefined}>
              {tool.glyph}
            </span>
          </button>
        );
      })}
    </div>
  );
}
