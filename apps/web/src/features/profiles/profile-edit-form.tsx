import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX, DISPLAY_NAME_MAX, PROFILE_TEXT, type AccountUser } from '@dd/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { TextField } from '../../components/text-field';
import { useUpdateProfile } from './api';
import { Avatar } from '../../components/avatar';
import { IMAGE_ACCEPT, imageFileError } from '../../lib/image-file';
import {
  bioCountText,
  profileFormData,
  profileFormDefaults,
  profileFormSchema,
  type AvatarChange,
  type ProfileFormValues,
} from './profile-form';
import { displayName } from '../../lib/display-name';

export const PROFILE_SAVED_TEXT = 'Profile saved!';
export const PROFILE_SAVE_FAILED_TEXT = 'Failed to save profile.';

const KEEP: AvatarChange = { kind: 'keep' };

/** The own profile's edit form: photo, display name and bio, sent as multipart (community spec section 2). */
export function ProfileEditForm({ user }: { user: AccountUser }) {
  const ids = useId();
  const update = useUpdateProfile();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState<AvatarChange>(KEEP);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const bio = watch('bio');

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

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setSaved(false);
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setFileError(problem);
      event.target.value = '';
      return;
    }
    setFileError(null);
    setAvatar({ kind: 'upload', file, name: file.name });
    showPreview(URL.createObjectURL(file));
  };

  const clearChosenFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    showPreview(null);
  };

  const removePhoto = () => {
    clearChosenFile();
    setFileError(null);
    setSaved(false);
    // Dropping a file not yet saved only undoes the choice; otherwise the saved picture goes.
    setAvatar(avatar.kind === 'upload' || !user.avatar_url ? KEEP : { kind: 'remove' });
  };

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    setSaved(false);
    update.mutate(profileFormData(values, avatar), {
      onSuccess: (response) => {
        reset(profileFormDefaults(response.user));
        clearChosenFile();
        setAvatar(KEEP);
        setSaved(true);
      },
    });
  });

  const shownUrl = avatar.kind === 'remove' ? null : (preview ?? user.avatar_url);
  const hasPicture = shownUrl !== null;
  const changed = isDirty || avatar.kind !== 'keep';
  const bioHintId = `${ids}-bio-hint`;
  const photoHintId = `${ids}-photo-hint`;
  const photoErrorId = `${ids}-photo-error`;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-bold text-ink">Profile photo</legend>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar
            url={shownUrl}
            name={displayName(user)}
            seed={user.username}
            alt={preview ? 'New profile photo preview' : 'Current profile photo'}
            className="size-24 border-4 border-surface text-4xl shadow-card"
          />
          <div className="flex flex-wrap gap-2">
            <label
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-pill border-2 border-ink bg-surface px-5 font-bold text-ink transition hover:bg-ink hover:text-white',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
              )}
            >
              <span aria-hidden>📷</span>
              {PROFILE_TEXT.uploadPhoto}
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
            {hasPicture && (
              <Button variant="ghost" onClick={removePhoto}>
                {avatar.kind === 'upload' ? 'Cancel new photo' : 'Remove photo'}
              </Button>
            )}
            {avatar.kind === 'remove' && (
              <Button variant="ghost" onClick={() => setAvatar(KEEP)}>
                Keep my photo
              </Button>
            )}
          </div>
        </div>
        <p id={photoHintId} className="text-sm text-muted">
          {avatar.kind === 'remove'
            ? 'Your photo will be removed when you save.'
            : 'JPEG, PNG or WebP, up to 5 MB. We crop it to a square.'}
        </p>
        {fileError && (
          <p id={photoErrorId} role="alert" className="text-sm font-bold text-danger">
            {fileError}
          </p>
        )}
      </fieldset>

      <TextField
        label="Display name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        placeholder={user.username}
        hint={`Shown instead of @${user.username}. Leave it empty to use your username.`}
        error={errors.display_name?.message}
        {...register('display_name', { onChange: () => setSaved(false) })}
      />

      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-bio`} className="font-bold text-ink">
          Bio
        </label>
        <textarea
          id={`${ids}-bio`}
          rows={4}
          maxLength={BIO_MAX}
          placeholder="Tell people what makes you click Add to Wishlist."
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={bioHintId}
          className={cn(
            'min-h-28 rounded-2xl border-2 bg-surface px-4 py-3 text-base leading-relaxed text-ink placeholder:text-muted',
            'focus:border-zap focus-visible:outline-offset-0',
            errors.bio ? 'border-danger' : 'border-line',
          )}
          {...register('bio', { onChange: () => setSaved(false) })}
        />
        <div className="flex justify-between gap-4 text-sm">
          <span className="font-bold text-danger">{errors.bio?.message}</span>
          <span id={bioHintId} className={cn('tabular-nums', bio.length >= BIO_MAX ? 'text-danger' : 'text-muted')}>
            <span className="sr-only">Characters used: </span>
            {bioCountText(bio)}
          </span>
        </div>
      </div>

      {update.isError && (
        <p role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 font-bold text-danger">
          {errorMessage(update.error, PROFILE_SAVE_FAILED_TEXT)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </Button>
        <p role="status" className="font-bold text-success">
          {saved && !changed ? (
            <>
              <span aria-hidden>✅ </span>
              {PROFILE_SAVED_TEXT}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
