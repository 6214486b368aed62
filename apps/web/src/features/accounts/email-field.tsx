import { TextField, type TextFieldProps } from '../../components/text-field';

/** An e-mail address box of the account forms: no capitals or spell check, the browser may fill it in. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
