import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchRandomProduct } from '../../lib/random-product';

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
      void navigate(`/product/${encodeURIComponent(product._id)}`);
    } catch {
      setFailed(true);
      setRolling(false);
    }
  };

  return (
    <Page className="flex justify-center">
      <section className="flex w-full max-w-2xl flex-col items-center gap-5 py-6 text-center sm:py-12">
        <p aria-hidden className="flex items-center gap-1 font-display text-8xl font-extrabold text-hot sm:text-9xl">
          4<span className="inline-block animate-[dd-float_3s_ease-in-out_infinite]">🎲</span>4
        </p>
        <h1 className="text-4xl font-extrabold text-ink sm:text-5xl">Page not found</h1>
        <p className="max-w-md text-lg leading-relaxed text-ink-soft">
          This page rolled off the table. The link may be old or have a typo, but there are plenty of weird finds
          waiting elsewhere.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/" size="lg">
            Go home
          </ButtonLink>
          <ButtonLink to="/collections" variant="secondary" size="lg">
            Browse collections
          </ButtonLink>
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
        </div>
        {failed && (
          <p role="alert" className="font-bold text-danger">
            Couldn't find a random product right now. Please try again.
          </p>
        )}
      </section>
    </Page>
  );
}
