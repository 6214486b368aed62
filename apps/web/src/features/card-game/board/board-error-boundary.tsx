import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { BOARD_TEXT } from './board-text';
import { EmojiBlock } from '../../../components/emoji-block';

interface State {
  error: Error | null;
}

/** A render error on the board shows 'Something went wrong' with Refresh Page and the details (spec section 2). */
export class BoardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Card board crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <EmojiBlock
        emoji="😵"
        role="alert"
        data-testid="board-error"
        className="mx-auto my-12 max-w-xl gap-4 rounded-card bg-surface px-6 py-10 shadow-card"
      >
        <h1 className="font-display text-2xl font-extrabold text-ink">{BOARD_TEXT.somethingWrong}</h1>
        <Button onClick={() => window.location.reload()}>{BOARD_TEXT.refreshPage}</Button>
        <details className="w-full text-left">
          <summary className="cursor-pointer font-bold text-ink-soft">Error details</summary>
          <pre className="mt-2 max-h-60 overflow-auto whitespace-pre-wrap rounded-xl bg-paper p-3 text-xs text-danger">
            {error.message}
            {error.stack ? `\n\n${error.stack}` : ''}
          </pre>
        </details>
      </EmojiBlock>
    );
  }
}
