/**
 * Shown when a route fails to render. The usual cause on a phone is a page's code chunk that did
 * not arrive (the connection dropped, or the shop was updated since the page was opened);
 * reloading fetches the current files. `RouteBoundary` catches a failing route (app.tsx) and lets
 * the next navigation try again.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n';

const isChunkError = (e: unknown) => e instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(e.message);

export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkError(error);
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{chunk ? t('routeError.chunkTitle') : t('routeError.title')}</h1>
      <p className="mt-2 text-slate-600">{chunk ? t('routeError.chunkText') : t('routeError.text')}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </button>
        <a href="/" className="btn-outline">
          {t('common.goHome')}
        </a>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The location: a failure is cleared when it changes (the shopper navigated away). */
  at: string;
}

/** Renders `children`, or RouteError once one of them throws (until the next navigation). */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.at !== this.props.at && this.state.failed) this.setState({ failed: false, error: undefined });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary (what React Router's data routers call `errorElement`), reset by a navigation. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <RouteErrorBoundary at={`${pathname}${search}`}>{children}</RouteErrorBoundary>;
}
