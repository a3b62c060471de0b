// Names a saved filter, to save the current filters or rename one (spec 002 §5, §8): the name's
// rules are shown inline as it is typed; the server's refusals (a name taken, no filters) show
// their own message, any other failure 'Error saving query. Please try again.' — and what was
// typed stays for another try.
import { messages } from '@airboard/shared/messages';
import { queryNameProblem } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';

type QueryNameDialogProps = {
  title: string;
  /** The button's verb, e.g. Save or Rename. */
  action: string;
  initialName?: string;
  /** A problem known before any name is typed (no filters to save). */
  blocked?: string | null;
  busy: boolean;
  onSubmit: (name: string, onFailed: (error: unknown) => void) => void;
  onClose: () => void;
};

/** The server's refusal worth showing as it is: the name rules, a taken name, no filters. */
export function saveFailureMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.message
    : messages.errorSavingQuery;
}

export function QueryNameDialog({
  title,
  action,
  initialName = '',
  blocked = null,
  busy,
  onSubmit,
  onClose,
}: QueryNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = queryNameProblem(name);
  const shownProblem = touched ? problem : null;

  const submit = () => {
    setTouched(true);
    if (problem !== null || blocked !== null || busy) {
      return;
    }
    setFailure(null);
    onSubmit(name.trim(), (error) => setFailure(saveFailureMessage(error)));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="query-name-title" maxWidth="xs" fullWidth>
      <DialogTitle id="query-name-title">{title}</DialogTitle>
      <DialogContent>
        <FormStack label={title} onSubmit={submit} sx={{ pt: 1 }}>
          {blocked !== null && <Alert severity="warning">{blocked}</Alert>}
          {failure !== null && <Alert severity="error">{failure}</Alert>}
          <TextInput
            label="Query name"
            value={name}
            onValueChange={(next) => {
              setName(next);
              setTouched(true);
            }}
            error={shownProblem !== null}
            helperText={shownProblem ?? '2 to 50 letters, numbers, spaces, hyphens or underscores'}
            autoFocus
            required
          />
          {/* Enter in the name submits, like the button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={busy}
          disabled={blocked !== null || shownProblem !== null}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
