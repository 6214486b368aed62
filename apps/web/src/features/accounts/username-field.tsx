import { TextField, type TextFieldProps } from '../../components/text-field';

/** The username box of the login and sign-up forms: a handle gets no capitals, corrections or spell check. */
export function UsernameField(props: TextFieldProps) {
  return <TextField autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
