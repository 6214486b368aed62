import { NEWSLETTER_MODAL_CLOSE_MS } from '@dd/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { NewsletterForm } from './newsletter-form';

interface NewsletterModalProps {
  /** Grows by one on every 'open newsletter modal' event; each increase opens the dialog. */
  requests: number;
}

/** The subscribe dialog (storefront spec sections 2 and 4): success, then auto-close after 2 s. */
export default function NewsletterModal({ requests }: NewsletterModalProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | null>(null);

  const clearTimer = () => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  useEffect(() => {
    clearTimer();
    setOpen(true);
  }, [requests]);

  useEffect(() => clearTimer, []);

  const close = useCallback(() => {
    clearTimer();
    setOpen(false);
  }, []);

  const onSubscribed = useCallback(() => {
    clearTimer();
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, NEWSLETTER_MODAL_CLOSE_MS);
  }, []);

  return (
    <Modal open={open} onClose={close} title="Get Fresh Drops">
      <div className="flex flex-col gap-4 pt-2">
        <span aria-hidden className="text-5xl">
          💌
        </span>
        <div>
          <h2 className="text-3xl font-extrabold text-ink">Get Fresh Drops</h2>
          <p className="mt-2 text-ink-soft">
            The weirdest, dopest new finds in your inbox. No spam, leave any time with one click.
          </p>
        </div>
        {/* A fresh form (no old success or error) each time the dialog opens. */}
        <NewsletterForm key={requests} compact buttonLabel="I'm In" onSubscribed={onSubscribed} />
      </div>
    </Modal>
  );
}
