import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX, DISPLAY_NAME_MAX, PROFILE_TEXT, type AccountUser } from '@dd/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { PhotoPicker } from '../../components/photo-picker';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { TextField } from '../../components/text-field';
import { useUpdateProfile } from './api';
import { Avatar } from '../../components/avatar';
import { useObjectUrl } from '../../lib/use-object-url';
import {
  bioCountText,
  profileFormData,
  profileFormDefaults,
  profileFormSchema,
  type AvatarChange,
  type ProfileFormValues,
} from './profile-form';
import { displayName } from '../../lib/display-name';
import { FormAlert } from '../../components/form-alert';
import { controlClasses } from '../../components/field-frame';

export const PROFILE_SAVED_TEXT = 'Profile saved!';
export const PROFILE_SAVE_FAILED_TEXT = 'Failed to save profile.';

const KEEP: AvatarChange = { kind: 'keep' };

/** The own profile's edit form: photo, display name and bio, sent as multipart (community spec section 2). */
export function ProfileEditForm({ user }: { user: AccountUser }) {
  const ids = useId();
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<AvatarChange>(KEEP);
  const [photoReset, setPhotoReset] = useState(0);
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

  const preview = useObjectUrl(avatar.kind === 'upload' ? avatar.file : null);

  const choosePhoto = (file: File) => {
    setSaved(false);
    setAvatar({ kind: 'upload', file, name: file.name });
  };

  const removePhoto = () => {
    setPhotoReset((n) => n + 1);
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
        setPhotoReset((n) => n + 1);
        setAvatar(KEEP);
        setSaved(true);
      },
    });
  });

  const shownUrl = avatar.kind === 'remove' ? null : (preview ?? user.avatar_url);
  const hasPicture = shownUrl !== null;
  const changed = isDirty || avatar.kind !== 'keep';
  const bioHintId = `${ids}-bio-hint`;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <PhotoPicker
        legend="Profile photo"
        chooseText={PROFILE_TEXT.uploadPhoto}
        onPick={choosePhoto}
        resetKey={photoReset}
        preview={
          <Avatar
            url={shownUrl}
            name={displayName(user)}
            seed={user.username}
            alt={preview ? 'New profile photo preview' : 'Current profile photo'}
            className="size-24 border-4 border-surface text-4xl shadow-card"
          />
        }
        actions={
          <>
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
          </>
        }
        hint={
          avatar.kind === 'remove'
            ? 'Your photo will be removed when you save.'
            : 'JPEG, PNG or WebP, up to 5 MB. We crop it to a square.'
        }
      />

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
          className={controlClasses(errors.bio?.message, 'min-h-28 py-3 leading-relaxed')}
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

      {update.isError && <FormAlert>{errorMessage(update.error, PROFILE_SAVE_FAILED_TEXT)}</FormAlert>}
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
