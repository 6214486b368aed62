import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a zod schema (the contract's, so the screen says what the server would):
 * `field(name)` is a field's registration with its message (`<TextField {...field('email')} />`), `submitWith(send)`
 * is the form's onSubmit and calls `send` only with values the schema accepted.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  // Read here, so the form re-renders when the messages change (react-hook-form subscribes what is read).
  const { errors } = form.formState;
  const field = (name: Path<In>) => {
    const error: FieldError | undefined = get(errors, name);
    return { ...form.register(name), error: error?.message };
  };
  const submitWith = (send: SubmitHandler<Out>) => (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(send)(event);
  return { register: form.register, field, reset: form.reset, submitWith };
}
