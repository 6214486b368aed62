import { BIO_MAX, DISPLAY_NAME_MAX } from '@dd/contracts';
import { z } from 'zod';

/** The profile form's own checks; the server checks the same limits. */
export const profileFormSchema = z.object({
  display_name: z.string().trim().max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
  bio: z.string().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The form's starting values from the stored member (null fields become empty inputs). */
export function profileFormDefaults(user: { display_name: string | null; bio: string | null }): ProfileFormValues {
  return { display_name: user.display_name ?? '', bio: user.bio ?? '' };
}

/** 'Avatar change' of the form: keep the current picture, send a new file, or remove it. */
export type AvatarChange = { kind: 'keep' } | { kind: 'upload'; file: Blob; name: string } | { kind: 'remove' };

/** The multipart body of the profile update (`profileEndpoints.update`). */
export function profileFormData(values: ProfileFormValues, avatar: AvatarChange): FormData {
  const form = new FormData();
  form.set('display_name', values.display_name.trim());
  form.set('bio', values.bio);
  if (avatar.kind === 'upload') form.set('avatar', avatar.file, avatar.name);
  if (avatar.kind === 'remove') form.set('remove_avatar', '1');
  return form;
}

/** The bio's counter: '42/500'. */
export function bioCountText(bio: string): string {
  return `${bio.length}/${BIO_MAX}`;
}
