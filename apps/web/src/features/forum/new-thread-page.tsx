import { FORUM_TEXT, href, THREAD_CONTENT_MAX, THREAD_TITLE_MAX } from '@dd/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { PhotoPicker } from '../../components/photo-picker';
import { BackLink, PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useObjectUrl } from '../../lib/use-object-url';
import { useCreateThread } from './api';
import { newThreadErrorText, newThreadErrors, titleCountText, type NewThreadValues } from './forum-text';
import type { ThreadPostedState } from './thread-page';
import { FormAlert } from '../../components/form-alert';
import { controlClasses, describedBy, FieldFrame } from '../../components/field-frame';

/** /forum/new: start a thread with a title, content and an optional photo (community spec section 5). */
export default function NewThreadPage() {
  useDocumentTitle(FORUM_TEXT.newThread);
  const { loggedIn } = useSession();
  return (
    <Page className="flex max-w-3xl flex-col gap-2">
      <BackLink to={href('forum')}>Back to Forum</BackLink>
      <PageHeader title={FORUM_TEXT.newThread} subtitle="Ask, share or show off. Be kind; links are fine." />
      {loggedIn ? <NewThreadForm /> : <SignInPrompt message={FORUM_TEXT.mustLogInToPost} returnTo={href('forumNew')} />}
    </Page>
  );
}

function NewThreadForm() {
  const ids = useId();
  const navigate = useNavigate();
  const create = useCreateThread();
  const [values, setValues] = useState<NewThreadValues>({ title: '', content: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewThreadValues, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const [photoReset, setPhotoReset] = useState(0);
  const preview = useObjectUrl(image);
  const titleInput = useRef<HTMLInputElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);

  const change = (field: keyof NewThreadValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((was) => ({ ...was, [field]: value }));
    if (errors[field]) setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const removePhoto = () => {
    setImage(null);
    setPhotoReset((n) => n + 1);
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
          navigate(href('forumThread', { threadId: response.thread.id }), { state });
        },
      },
    );
  };

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

      <FieldFrame id={`${ids}-content`} label="Content" error={errors.content}>
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
          aria-describedby={describedBy(`${ids}-content`, undefined, errors.content)}
          className={controlClasses(errors.content, 'min-h-40 py-3 leading-relaxed')}
        />
      </FieldFrame>

      <PhotoPicker
        legend={
          <>
            Photo <span className="font-normal text-muted">(optional)</span>
          </>
        }
        chooseText={image ? 'Choose another photo' : 'Add a photo'}
        onPick={setImage}
        resetKey={photoReset}
        preview={
          preview && (
            <div className="basis-full">
              <img
                src={preview}
                alt="Photo preview"
                className="max-h-72 w-auto max-w-full rounded-2xl bg-line object-contain"
              />
            </div>
          )
        }
        actions={
          image && (
            <Button variant="ghost" onClick={removePhoto}>
              Remove photo
            </Button>
          )
        }
        hint="JPEG, PNG or WebP, up to 5 MB."
      />

      {create.isError && <FormAlert>{newThreadErrorText(create.error)}</FormAlert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? FORUM_TEXT.posting : 'Post Thread'}
        </Button>
        <ButtonLink to={href('forum')} variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
