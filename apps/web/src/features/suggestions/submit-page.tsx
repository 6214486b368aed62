import { SUBMIT_REDIRECT_MS, SUBMIT_TEXT, submitProductRequestSchema } from '@dd/contracts';
import { Page } from '../../components/page';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { useSubmitProduct } from './api';
import { TextField } from '../../components/text-field';
import { FormEnd } from '../../components/form-end';
import { EmojiTile } from '../../components/emoji-tile';
import { EmojiBlock } from '../../components/emoji-block';

/** /submit: suggest a product. Idle -> submitting -> success (home after 2 s) or error (spec sections 4, 5, 8). */
export default function SubmitPage() {
  useDocumentTitle('Submit a Product');
  const submit = useSubmitProduct();
  const { field, submitWith } = useZodForm(submitProductRequestSchema, { name: '', url: '' });

  const succeeded = submit.isSuccess;
  useDelayedNavigate(succeeded ? '/' : undefined, SUBMIT_REDIRECT_MS);

  const onSubmit = submitWith((values) => {
    if (!submit.isPending) submit.mutate(values);
  });

  return (
    <Page className="flex justify-center">
      <div className="w-full max-w-xl">
        <header className="mb-8 flex flex-col items-center gap-3 text-center">
          <EmojiTile emoji="🕵️" className="size-20 rotate-[-6deg] rounded-3xl bg-sun/50 text-5xl shadow-card" />
          <h1 className="text-4xl font-extrabold leading-tight text-ink sm:text-5xl">Submit a Product</h1>
          <p className="max-w-md leading-relaxed text-ink-soft">
            Found something weird, viral or perfectly giftable? Send us the link. Our team checks every suggestion, and
            the best ones end up in a future drop.
          </p>
        </header>

        <div className="rounded-card bg-surface p-5 shadow-card sm:p-8">
          {succeeded ? (
            <EmojiBlock emoji="🎉" role="status" className="gap-3 py-6">
              <p className="text-xl font-extrabold text-success">{submit.data.message || SUBMIT_TEXT.success}</p>
              <p className="text-ink-soft">Taking you back to the home page...</p>
            </EmojiBlock>
          ) : (
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
              <TextField
                label="Product name"
                placeholder="e.g. Glow-in-the-dark rubber duck"
                autoComplete="off"
                {...field('name')}
              />
              <TextField
                label="Product URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="url"
                hint="A link to the product on the retailer's site."
                {...field('url')}
              />
              <FormEnd
                action={submit}
                texts={{ failed: SUBMIT_TEXT.failure, pending: 'Submitting...', submit: 'Submit Product' }}
                className="w-full sm:w-auto sm:self-start"
              />
            </form>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          We don't sell anything, so there is nothing to pay and nothing to sign up for.
        </p>
      </div>
    </Page>
  );
}
