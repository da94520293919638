import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the children after an error. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Changing this value clears the error (e.g. the location). */
  resetKey?: string;
  /** Called once per caught error. */
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Keeps one page's crash inside its own area. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
