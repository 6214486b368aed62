import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a zod schema (the contract's, so the screen says what the server would):
 * `errors` holds each field's message, `submitWith(send)` is the form's onSubmit and calls `send` only with
 * values the schema accepted.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const submitWith = (send: SubmitHandler<Out>) => (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(send)(event);
  return { register: form.register, reset: form.reset, errors: form.formState.errors, submitWith };
}
