import { lazy, Suspense } from 'react';
import { AuthModalProvider } from '~/features/auth/auth-modal';
import { useHydrated } from '~/lib/hydrated';
import type { DesignEditorProps } from './DesignEditor';
import { EditorHeader } from './EditorHeader';
import { EditorLoading } from './EditorLoading';
import { pageGeometry } from './page-geometry';

/** Konva, the fonts and the editor's code: fetched by this page alone, once it runs in the browser. */
const DesignEditor = lazy(() => import('./DesignEditor'));

/**
 * /design: a frame of its own (the editor wants the whole screen, not the shop's header and
 * footer). The server renders the header and the page's outline while the editor loads; the
 * canvas is drawn in the browser only. Add to cart asks a visitor to log in with the shop's modal.
 */
export function DesignEditorPage(props: DesignEditorProps) {
  const hydrated = useHydrated();
  const loading = <EditorLoading page={pageGeometry(props.product)} />;
  return (
    <AuthModalProvider>
      <div className="flex min-h-dvh flex-col bg-sand/40">
        <EditorHeader product={props.product} />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-3 sm:px-6">
          {hydrated ? (
            <Suspense fallback={loading}>
              <DesignEditor {...props} />
            </Suspense>
          ) : (
            loading
          )}
        </main>
      </div>
    </AuthModalProvider>
  );
}
