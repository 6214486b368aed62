import { FORUM_TEXT, REPLY_CONTENT_MAX, type Reply } from '@dd/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { useCreateReply } from './api';
import { replyErrorText } from './forum-text';

interface ReplyFormProps {
  threadId: number;
  /** The reply answered, or null for an answer to the thread itself. */
  parentId: number | null;
  /** The form's and the field's label ('Reply to Sam'). */
  label: string;
  /** Inline forms take the focus when they open and have a Cancel. */
  inline?: boolean;
  /** Text the form starts with (an answer carried over from a deleted reply's form). */
  initialContent?: string;
  /** Take the focus when shown even when not inline (it holds carried text). */
  focusOnMount?: boolean;
  /** Every change of the text, so the page can keep it if this form has to go. */
  onContentChange?: (content: string) => void;
  onCancel?: () => void;
  onPosted?: (reply: Reply, pointsAwarded: number) => void;
}

/** The reply form: a required textarea and 'Post Reply' ('Posting...' while it is sent). */
export function ReplyForm({
  threadId,
  parentId,
  label,
  inline = false,
  initialContent = '',
  focusOnMount = false,
  onContentChange,
  onCancel,
  onPosted,
}: ReplyFormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(initialContent);
  const [emptyError, setEmptyError] = useState(false);
  const create = useCreateReply();

  useEffect(() => {
    const textarea = field.current;
    if (inline) textarea?.focus();
    else if (focusOnMount && textarea) {
      // At once, not with the page's smooth scrolling, which the next live update would cut short.
      textarea.focus({ preventScroll: true });
      textarea.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
  }, [inline, focusOnMount]);

  const change = (text: string) => {
    setContent(text);
    onContentChange?.(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!content.trim()) {
      setEmptyError(true);
      field.current?.focus();
      return;
    }
    create.mutate(
      { threadId, content, parentId },
      {
        onSuccess: (response) => {
          change('');
          onPosted?.(response.reply, response.points_awarded);
        },
      },
    );
  };

  const errorId = `${id}-error`;
  const error = emptyError ? FORUM_TEXT.replyRequired : create.isError ? replyErrorText(create.error) : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className={cn('flex flex-col gap-3', inline && 'rounded-2xl bg-paper p-3 sm:p-4')}
      aria-label={label}
    >
      <label htmlFor={`${id}-content`} className={inline ? 'sr-only' : 'font-bold text-ink'}>
        {label}
      </label>
      <textarea
        id={`${id}-content`}
        ref={field}
        required
        rows={inline ? 3 : 4}
        maxLength={REPLY_CONTENT_MAX}
        value={content}
        placeholder={FORUM_TEXT.replyPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          change(e.target.value);
          if (emptyError) setEmptyError(false);
        }}
        className={cn(
          'min-h-24 w-full rounded-2xl border-2 bg-surface px-4 py-3 text-base leading-relaxed text-ink placeholder:text-muted',
          'focus:border-zap focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? FORUM_TEXT.posting : FORUM_TEXT.postReply}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
