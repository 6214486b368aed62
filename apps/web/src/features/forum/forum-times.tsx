import { useDateText } from './use-date-text';

export function ThreadTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useDateText().full(iso)}</time>;
}

export function ReplyTime({ iso }: { iso: string }) {
  const dates = useDateText();
  const full = dates.full(iso);
  return (
    <time dateTime={iso} title={full}>
      {dates.ago(iso) ?? full}
    </time>
  );
}
