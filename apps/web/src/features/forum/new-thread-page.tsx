import { FORUM_TEXT, THREAD_CONTENT_MAX, THREAD_TITLE_MAX } from '@dd/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { BackLink, PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginPathFor } from '../../lib/safe-next-path';
import { IMAGE_ACCEPT, imageFileError } from '../../lib/image-file';
import { useCreateThread } from './api';
import { newThreadErrorText, newThreadErrors, titleCountText, type NewThreadValues } from './forum-text';
import type { ThreadPostedState } from './thread-page';

/** /forum/new: start a thread with a title, content and an optional photo (community spec section 5). */
export default function NewThreadPage() {
  useDocumentTitle(FORUM_TEXT.newThread);
  const { loggedIn } = useSession();
  return (
    <Page className="flex max-w-3xl flex-col gap-2">
      <BackLink to="/forum">Back to Forum</BackLink>
      <PageHeader title={FORUM_TEXT.newThread} subtitle="Ask, share or show off. Be kind; links are fine." />
      {loggedIn ? <NewThreadForm /> : <LoggedOut />}
    </Page>
  );
}

function LoggedOut() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card">
      <span aria-hidden className="text-5xl">
        🔒
      </span>
      <p className="text-xl font-extrabold text-ink">{FORUM_TEXT.mustLogInToPost}</p>
      <ButtonLink to={loginPathFor('/forum/new')} size="lg">
        Log In
      </ButtonLink>
      <p className="text-ink-soft">
        No account yet?{' '}
        <Link to="/register" className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark">
          Sign up free
        </Link>
      </p>
    </div>
  );
}

function NewThreadForm() {
  const ids = useId();
  const navigate = useNavigate();
  const create = useCreateThread();
  const [values, setValues] = useState<NewThreadValues>({ title: '', content: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewThreadValues, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);

  // The preview's object URL lives until it is replaced or the form goes.
  const previewRef = useRef<string | null>(null);
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const change = (field: keyof NewThreadValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((was) => ({ ...was, [field]: value }));
    if (errors[field]) setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setFileError(problem);
      event.target.value = '';
      return;
    }
    setFileError(null);
    setImage(file);
    showPreview(URL.createObjectURL(file));
  };

  const removePhoto = () => {
    if (fileInput.current) fileInput.current.value = '';
    setImage(null);
    setFileError(null);
    showPreview(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = newThreadErrors(values);
    setErrors(found);
    if (found.title) return titleInput.current?.focus();
    if (found.content) return contentInput.current?.focus();
    create.mutate(
      { title: values.title, content: values.content, image },
      {
        onSuccess: (response) => {
          const state: ThreadPostedState = { postedPoints: response.points_awarded };
          navigate(`/forum/thread/${response.thread.id}`, { state });
        },
      },
    );
  };

  const contentErrorId = `${ids}-content-error`;
  const photoHintId = `${ids}-photo-hint`;
  const photoErrorId = `${ids}-photo-error`;
  const titleFull = values.title.length >= THREAD_TITLE_MAX;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6 rounded-card bg-surface p-5 shadow-card sm:p-8"
      aria-label="New thread"
    >
      <div className="flex flex-col gap-1">
        <TextField
          ref={titleInput}
          label="Title"
          required
          maxLength={THREAD_TITLE_MAX}
          value={values.title}
          onChange={change('title')}
          error={errors.title}
          placeholder="What's on your mind?"
          autoComplete="off"
        />
        <p className={cn('self-end text-sm tabular-nums', titleFull ? 'font-bold text-danger' : 'text-muted')}>
          <span className="sr-only">Characters used: </span>
          {titleCountText(values.title)}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-content`} className="font-bold text-ink">
          Content
        </label>
        <textarea
          id={`${ids}-content`}
          ref={contentInput}
          required
          rows={8}
          maxLength={THREAD_CONTENT_MAX}
          value={values.content}
          onChange={change('content')}
          placeholder="Tell us more. Line breaks are kept and links become clickable."
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? contentErrorId : undefined}
          className={cn(
            'min-h-40 rounded-2xl border-2 bg-surface px-4 py-3 text-base leading-relaxed text-ink placeholder:text-muted',
            'focus:border-zap focus-visible:outline-offset-0',
            errors.content ? 'border-danger' : 'border-line',
          )}
        />
        {errors.content && (
          <p id={contentErrorId} className="text-sm font-bold text-danger">
            {errors.content}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-bold text-ink">
          Photo <span className="font-normal text-muted">(optional)</span>
        </legend>
        {preview && (
          <img
            src={preview}
            alt="Photo preview"
            className="max-h-72 w-auto max-w-full self-start rounded-2xl bg-line object-contain"
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-pill border-2 border-ink bg-surface px-5 font-bold text-ink transition hover:bg-ink hover:text-white',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
            )}
          >
            <span aria-hidden>📷</span>
            {image ? 'Choose another photo' : 'Add a photo'}
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={chooseFile}
              aria-describedby={fileError ? `${photoHintId} ${photoErrorId}` : photoHintId}
              aria-invalid={fileError ? true : undefined}
              className="sr-only"
            />
          </label>
          {image && (
            <Button variant="ghost" onClick={removePhoto}>
              Remove photo
            </Button>
          )}
        </div>
        <p id={photoHintId} className="text-sm text-muted">
          JPEG, PNG or WebP, up to 5 MB.
        </p>
        {fileError && (
          <p id={photoErrorId} role="alert" className="text-sm font-bold text-danger">
            {fileError}
          </p>
        )}
      </fieldset>

      {create.isError && (
        <p role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 font-bold text-danger">
          {newThreadErrorText(create.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? FORUM_TEXT.posting : 'Post Thread'}
        </Button>
        <ButtonLink to="/forum" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
