import { Component, type ReactNode } from 'react';
import { logError } from '../log/log';

/** minicart.md §2, §8: rendering failures show this text and are logged. */
export const RENDER_ERROR_TEXT = 'Sorry.. there was an error';

interface Props {
  tag: string;
  children: ReactNode;
  /** What shows instead of the children after a failure; the spec's text by default. */
  fallback?: ReactNode;
  /**
   * A value that, when it changes, renders the children again: the next
   * opening or the next page event recovers a panel that failed,
   * rather than leaving it broken for the rest of the page's life.
   */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * One per element, and one per panel inside it: a failure in one widget
 * never blanks the others, and a failing panel never takes the icon with it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    // Logged here, once; the React root is created with a silent onCaughtError.
    logError(`<${this.props.tag}> failed to render`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback !== undefined ? (
        this.props.fallback
      ) : (
        <p className="nm-render-error" role="alert">
          {RENDER_ERROR_TEXT}
        </p>
      );
    }
    return this.props.children;
  }
}
