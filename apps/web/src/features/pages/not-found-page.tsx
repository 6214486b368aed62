import { href } from '@dd/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { CallToActionLinks, type CallToAction } from '../../components/call-to-action-links';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchRandomProduct } from '../../lib/random-product';

/** The ways back into the site, beside the random product. */
const WAYS_BACK: readonly CallToAction[] = [
  { to: href('home'), label: 'Go home' },
  { to: href('collections'), label: 'Browse collections' },
];

/** Every unknown path (route `*`): a friendly way back into the site. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  const navigate = useNavigate();
  const [rolling, setRolling] = useState(false);
  const [failed, setFailed] = useState(false);

  const surprise = async () => {
    setRolling(true);
    setFailed(false);
    try {
      const { product } = await fetchRandomProduct();
      void navigate(href('product', { id: product._id }));
    } catch {
      setFailed(true);
      setRolling(false);
    }
  };

  return (
    <NotFound
      title="Page not found"
      art={
        <span className="flex items-center gap-1 text-8xl sm:text-9xl">
          4<span className="inline-block motion-safe:animate-[dd-float_3s_ease-in-out_infinite]">🎲</span>4
        </span>
      }
      actions={
        <>
          <CallToActionLinks size="lg" links={WAYS_BACK} />
          <Button
            variant="ghost"
            size="lg"
            className="bg-sun/45 hover:bg-sun/70"
            onClick={() => void surprise()}
            disabled={rolling}
          >
            <span aria-hidden>🎲</span>
            {rolling ? 'Rolling...' : 'Surprise me'}
          </Button>
        </>
      }
    >
      <p>
        This page rolled off the table. The link may be old or have a typo, but there are plenty of weird finds waiting
        elsewhere.
      </p>
      {failed && (
        <p role="alert" className="font-bold text-danger">
          Couldn't find a random product right now. Please try again.
        </p>
      )}
    </NotFound>
  );
}
