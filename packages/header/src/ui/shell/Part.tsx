import { ErrorBoundary } from '@nm/core';
import type { ReactNode } from 'react';

/**
 * A place in the shell for another part of the header (account, tooltip,
 * stores, gender, menu, navigation). Each has its own error boundary, so a part
 * that fails leaves the rest of the header working; an empty place renders nothing.
 */
export function Part({ name, children }: { name: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <div className={`part ${name}-slot`}>
      <ErrorBoundary tag={`nm-header ${name}`} fallback={null}>
        {children}
      </ErrorBoundary>
    </div>
  );
}
