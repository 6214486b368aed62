import { ADMIN_TEXT } from '@dd/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';
import { hasErrors } from './taxonomy-forms';

export type Notice = { kind: 'success' | 'error'; text: ReactNode } | null;

type WithImage<Fields> = Fields & { image: File | null };

/** The draft's string fields: the ones a text input or area edits. */
type TextKey<Fields> = { [K in keyof Fields]: Fields[K] extends string ? K : never }[keyof Fields];

interface AddFormConfig<Fields, Key extends string, Answer> {
  /** The empty form; it empties again after each add. */
  empty: Fields;
  add: UseMutationResult<Answer, Error, FormData>;
  validate: (draft: WithImage<Fields>) => Partial<Record<Key, string>>;
  formData: (draft: WithImage<Fields>, image: File) => FormData;
  /** The success line and where its 'View it' link goes. */
  added: (answer: Answer) => { text: string; to: string };
  /** The error line when the server gave no message. */
  failed: string;
}

/**
 * A form that adds one thing with an image (a category, a product): the fields are checked first, an admin
 * who is not logged in is told so, and after an add the form empties (the file input too) and links to it.
 */
export function useAddForm<Fields, Key extends string, Answer>({
  empty,
  add,
  validate,
  formData,
  added,
  failed,
}: AddFormConfig<Fields, Key, Answer>) {
  const [draft, setDraft] = useState(empty);
  const [image, setImage] = useState<File | null>(null);
  // A new key remounts the file input, the one way to empty it.
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const set = (patch: Partial<Fields>) => setDraft((d) => ({ ...d, ...patch }));
  const messages: Partial<Record<PropertyKey, string>> = errors;

  /** A text input's or area's value, onChange and message, bound to one string field of the draft. */
  const textField = (key: TextKey<Fields>) => ({
    // TypeScript cannot narrow a generic Fields[TextKey] to string (nor type a computed key); TextKey allows no other.
    value: draft[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [key]: e.target.value } as Partial<Fields>),
    error: messages[key],
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const full = { ...draft, image };
    const found = validate(full);
    setErrors(found);
    if (hasErrors(found) || !image) return;
    if (!readToken()) {
      setNotice({ kind: 'error', text: ADMIN_TEXT.loginFirst });
      return;
    }
    add.mutate(formData(full, image), {
      onSuccess: (answer) => {
        const { text, to } = added(answer);
        setDraft(empty);
        setImage(null);
        setInputKey((k) => k + 1);
        setNotice({
          kind: 'success',
          text: (
            <>
              {text}{' '}
              <Link to={to} className="underline underline-offset-4">
                View it
              </Link>
            </>
          ),
        });
      },
      onError: (err) => setNotice({ kind: 'error', text: errorMessage(err, failed) }),
    });
  };

  /** The image picker's props: the picked file, its setter, its message and the key that empties it. */
  const imageField = { file: image, onChange: setImage, error: messages.image, inputKey };

  return { draft, set, textField, imageField, errors, notice, submit, pending: add.isPending };
}
