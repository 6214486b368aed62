import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormNotice, Section } from './taxonomy-fields';
import type { Notice } from './use-add-form';

interface AddFormSectionProps {
  /** The section's heading, also the form's accessible name. */
  title: string;
  emoji: string;
  submitLabel: string;
  /** useAddForm's submit, outcome line and whether the add is on its way. */
  form: { submit: (e: FormEvent) => void; notice: Notice; pending: boolean };
  children: ReactNode;
}

/** An add form's section: its fields, then the outcome line and the submit button ('Adding...' meanwhile). */
export function AddFormSection({ title, emoji, submitLabel, form, children }: AddFormSectionProps) {
  const { submit, notice, pending } = form;
  return (
    <Section title={title} emoji={emoji}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
        {children}
        <FormNotice notice={notice} />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? 'Adding...' : submitLabel}
        </Button>
      </form>
    </Section>
  );
}
