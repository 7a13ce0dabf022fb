import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error.tsx';

type Props = { children: ReactNode; standalone?: boolean };

class Boundary extends Component<Props & { resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Moving to another page clears the error: the next screen gets its chance.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    if (this.state.error) return <RouteError error={this.state.error} standalone={this.props.standalone} />;
    return this.props.children;
  }
}

/** The router's error element, as an error boundary: a screen that throws shows RouteError, keyed by the URL. */
export function RouteErrorBoundary({ children, standalone }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} standalone={standalone}>
      {children}
    </Boundary>
  );
}
