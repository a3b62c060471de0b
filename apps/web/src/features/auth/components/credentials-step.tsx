// Login step 0: e-mail, password, Login, the single sign-on button and the Forgot Password link.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { FormStack } from '../../../components/form-layouts';
import { PlainTextInput } from '../../../components/plain-text-input';

type CredentialsStepProps = {
  email: string;
  password: string;
  busy: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onLogin: () => void;
  onSingleSignOn: () => void;
  onForgotPassword: () => void;
  /** Shown when Google sign-in is configured. */
  googleHref: string | null;
};

export function CredentialsStep(props: CredentialsStepProps) {
  return (
    <FormStack label="Sign in" onSubmit={props.onLogin}>
      <PlainTextInput
        label="Email"
        type="email"
        autoComplete="username"
        value={props.email}
        onValueChange={props.onEmailChange}
        autoFocus
      />
      <PlainTextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        value={props.password}
        onValueChange={props.onPasswordChange}
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={props.onForgotPassword}
        sx={{ alignSelf: 'flex-end' }}
      >
        Forgot Password?
      </Link>
      <Button type="submit" variant="contained" size="large" loading={props.busy}>
        Login
      </Button>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" onClick={props.onSingleSignOn}>
        Sign in with single sign-on
      </Button>
      {props.googleHref && (
        <Button variant="outlined" size="large" href={props.googleHref}>
          Sign in with Google
        </Button>
      )}
    </FormStack>
  );
}
