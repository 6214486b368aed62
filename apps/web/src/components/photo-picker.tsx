import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { IMAGE_ACCEPT, imageFileError } from '../lib/image-file';

interface PhotoPickerProps {
  /** The group's name, e.g. 'Profile photo'; it names the file input too. */
  legend: ReactNode;
  /** The choose button's words, e.g. 'Upload Photo'. */
  chooseText: string;
  /** Called with a file that passed `check`. */
  onPick: (file: File) => void;
  /**
   * The message for a file the server would refuse, shown at once (the file is not taken); null lets it
   * through. By default the image type and size; `null` for a form that checks the file when it is sent.
   */
  check?: ((file: File) => string | null) | null;
  /** The picture so far (a preview or an avatar), before the buttons. */
  preview?: ReactNode;
  /** Buttons beside 'choose', such as Remove photo. */
  actions?: ReactNode;
  hint: ReactNode;
  /** The form's own message about the file (e.g. that one is required). */
  error?: string | undefined;
  /** Changing it empties the file input and its message: after the form was sent, or the photo removed. */
  resetKey?: number;
}

/** Choosing a photo: a button that opens the file picker, the picture so far, a hint and what is wrong with the file. */
export function PhotoPicker(props: PhotoPickerProps) {
  // Remounted on resetKey, so the input's chosen file and the message go together.
  return <PhotoPickerFields key={props.resetKey} {...props} />;
}

function PhotoPickerFields({
  legend,
  chooseText,
  onPick,
  check = imageFileError,
  preview,
  actions,
  hint,
  error,
}: PhotoPickerProps) {
  const ids = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const shownError = fileError ?? error;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = check ? check(file) : null;
    setFileError(problem);
    if (problem) {
      event.target.value = '';
      return;
    }
    onPick(file);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={`${ids}-legend`} className="mb-3 font-bold text-ink">
        {legend}
      </legend>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-pill border-2 border-ink bg-surface px-5 font-bold text-ink transition hover:bg-ink hover:text-white',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
            )}
          >
            <span aria-hidden>📷</span>
            <span id={`${ids}-choose`}>{chooseText}</span>
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={choose}
              aria-labelledby={`${ids}-legend ${ids}-choose`}
              aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              aria-invalid={shownError ? true : undefined}
              className="sr-only"
            />
          </label>
          {actions}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm font-bold text-danger">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
