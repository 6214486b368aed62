import { href } from '@dd/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StateMessage } from '../../components/state-message';

interface Props {
  children: ReactNode;
}

/** Catches a screen that throws or whose code fails to load, so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <StateMessage kind="error" title="Something broke on our side." className="mt-16">
        <p>Please reload the page.</p>
        {/* A full reload: the failed chunk or state is thrown away. */}
        <a href={href('home')} className="font-bold text-zap underline">
          Back to the home page
        </a>
      </StateMessage>
    );
  }
}
