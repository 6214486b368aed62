import { useCallback, useState } from 'react';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { ReportDialog } from './report-dialog';

/** Report another member: shown to visitors too; submitting asks them to log in. */
export function ReportUserButton({ userId, name, className }: { userId: number; name: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Report ${name}`}
        className={cn('border-2 border-line', className)}
      >
        <span aria-hidden>🚩</span>
        Report
      </Button>
      <ReportDialog open={open} onClose={close} target={{ kind: 'user', userId, name }} />
    </>
  );
}
