// Catches a render error in its subtree and shows a fallback, so one failing widget or screen does
// not blank the whole page.
import { Component } from 'react';
import type { ReactNode } from 'react';

export type ErrorFallbackProps = { error: Error; reset: () => void };

type ErrorBoundaryProps = {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: Error | null };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error === null ? this.props.children : this.props.fallback({ error, reset: this.reset });
  }
}
