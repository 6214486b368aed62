import { buttonClasses } from '../../components/button';
import { cn } from '../../lib/cn';
import { openNewsletterModal } from '../../lib/newsletter-modal';
import { HeaderIcon } from './header-icon';

/** 'Get Fresh Drops' opens the newsletter dialog (storefront spec section 2). */
export function FreshDropsButton({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.();
        openNewsletterModal();
      }}
      className={buttonClasses('primary', 'sm', cn('whitespace-nowrap', className))}
    >
      <HeaderIcon name="mail" className="size-4" />
      Get Fresh Drops
    </button>
  );
}
