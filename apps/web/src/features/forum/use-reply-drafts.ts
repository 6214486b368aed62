import type { Reply } from '@dd/contracts';
import { useEffect, useRef, useState } from 'react';
import { joinDrafts, replyTargetGone } from './reply-drafts';

export interface ReplyDrafts {
  /** The text moved into the thread's reply form, or null. */
  carried: string | null;
  /** Changes when carried text arrives, so the thread's form starts again with it. */
  mainKey: number;
  mainChanged: (text: string) => void;
  inlineChanged: (text: string) => void;
  /** A reply went out: nothing is carried any more. */
  posted: () => void;
}

/**
 * Keeps what a member types when the reply they answer is deleted under them (push brings the deletion in
 * while they type): the inline form closes and its text moves into the thread's reply form.
 */
export function useReplyDrafts(
  replies: ReadonlyArray<Reply>,
  replyingTo: 'thread' | number | null,
  closeInline: () => void,
): ReplyDrafts {
  const main = useRef('');
  const inline = useRef('');
  const [carried, setCarried] = useState<string | null>(null);
  const [mainKey, setMainKey] = useState(0);
  const gone = typeof replyingTo === 'number' && replyTargetGone(replies, replyingTo);

  useEffect(() => {
    if (!gone) return;
    const text = inline.current;
    inline.current = '';
    closeInline();
    if (text.trim() === '') return;
    setCarried(joinDrafts(main.current, text));
    setMainKey((key) => key + 1);
  }, [gone, closeInline]);

  useEffect(() => {
    // A newly opened inline form starts empty.
    inline.current = '';
  }, [replyingTo]);

  return {
    carried,
    mainKey,
    mainChanged: (text) => {
      main.current = text;
    },
    inlineChanged: (text) => {
      inline.current = text;
    },
    posted: () => setCarried(null),
  };
}
