// The error and success messages at the top of a form: the error is announced as an alert, the
// success as a status.
import Alert from '@mui/material/Alert';

export function FormAlerts({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {success && (
        <Alert severity="success" role="status">
          {success}
        </Alert>
      )}
    </>
  );
}
