import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** The address: a new one (the lifter navigates away) tries the screens again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: { error: unknown } | null;
  resetKey: string;
}

/** Shows the error screen instead of the screens when one throws while rendering or its chunk fails to load (e.g. after a new deployment). */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.failed.error} /> : this.props.children;
  }
}
