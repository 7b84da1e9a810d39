import { Component, type ReactNode } from 'react';
import { logError } from '../log/log';

/** minicart.md §2, §8: rendering failures show this text and are logged. */
export const RENDER_ERROR_TEXT = 'Sorry.. there was an error';

interface Props {
  tag: string;
  children: ReactNode;
}

/** One per element: a failure in one widget never blanks the others. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Logged here, once; the React root is created with a silent onCaughtError.
    logError(`<${this.props.tag}> failed to render`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <p className="nm-render-error" role="alert">{RENDER_ERROR_TEXT}</p>;
    return this.props.children;
  }
}
