// The inline editor of a writable point (spec 000 §4, §5): the value with a pencil, then an editor
// chosen by the function name (num: number input, bool: 'Enable?' toggle, str: select), then saving,
// then a saved or failed icon that disappears after 3 s. A completed write refreshes the value and
// chart; a failed one toasts the job's message.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  measurementReading,
  parseWritableInput,
  WRITE_FEEDBACK_ICON_MS,
  writableEditorKind,
  writeFunctionOf,
} from '@airboard/shared/rules';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { MeasurementValueText } from './measurement-value-text';
import { runPointWrite } from './run-point-write';

type WriteState = 'display' | 'editing' | 'saving' | 'saved' | 'failed';

export function WritableValue({ measurement }: { measurement: Measurement }) {
  const [state, setState] = useState<WriteState>('display');
  const [draft, setDraft] = useState<string | boolean>('');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const functionName = writeFunctionOf(measurement.writable?.functions ?? []);
  const kind = functionName ? writableEditorKind(functionName) : null;
  const reading = measurementReading(measurement);

  useEffect(() => {
    if (state !== 'saved' && state !== 'failed') {
      return undefined;
    }
    const timer = setTimeout(() => setState('display'), WRITE_FEEDBACK_ICON_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const value = <MeasurementValueText reading={reading} />;
  if (!measurement.writable || !functionName || !kind) {
    return value;
  }
  const endpoint = measurement.writable.endpoint;

  const startEditing = () => {
    const current = measurement.curVal;
    if (kind === 'bool') {
      setDraft(current !== null && current !== 0);
    } else if (kind === 'str') {
      setDraft(current === null ? '' : (measurement.multiStateValues?.[current] ?? ''));
    } else {
      setDraft(current === null ? '' : String(current));
    }
    setState('editing');
  };

  const save = async () => {
    setState('saving');
    try {
      await runPointWrite({ endpoint, functionName, value: parseWritableInput(kind, draft) });
      setState('saved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['zones'] }),
        queryClient.invalidateQueries({ queryKey: ['measurements'] }),
        queryClient.invalidateQueries({
          queryKey: ['trend', measurement.siteId, measurement.objectId],
        }),
      ]);
    } catch (error) {
      setState('failed');
      enqueueSnackbar(error instanceof Error ? error.message : messages.pointWriteFailed, {
        variant: 'error',
      });
    }
  };

  if (state === 'editing' || state === 'saving') {
    const saving = state === 'saving';
    const states = measurement.multiStateValues ?? [];
    return (
      <Stack
        component="form"
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {kind === 'num' && (
          <TextField
            size="small"
            type="number"
            autoFocus
            label={`New ${measurement.name}`}
            value={draft}
            disabled={saving}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ width: 150 }}
            slotProps={{ htmlInput: { step: 'any' } }}
          />
        )}
        {kind === 'bool' && (
          <FormControlLabel
            control={
              <Switch
                checked={draft === true}
                disabled={saving}
                onChange={(event) => setDraft(event.target.checked)}
              />
            }
            label={messages.enableToggle}
          />
        )}
        {kind === 'str' && (
          <TextField
            select
            size="small"
            label={`New ${measurement.name}`}
            value={draft}
            disabled={saving}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ minWidth: 150 }}
          >
            {states.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {saving ? (
          <CircularProgress size={22} aria-label="Saving" />
        ) : (
          <>
            <IconButton type="submit" size="small" aria-label={`Save ${measurement.name}`}>
              <SaveRoundedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label="Cancel" onClick={() => setState('display')}>
              <CloseRoundedIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {value}
      <IconButton size="small" aria-label={`Change ${measurement.name}`} onClick={startEditing}>
        <EditRoundedIcon fontSize="small" />
      </IconButton>
      {state === 'saved' && (
        <CheckCircleRoundedIcon
          color="success"
          fontSize="small"
          role="img"
          aria-label="Saved"
          aria-hidden={false}
        />
      )}
      {state === 'failed' && (
        <ErrorRoundedIcon
          color="error"
          fontSize="small"
          role="img"
          aria-label="Write failed"
          aria-hidden={false}
        />
      )}
    </Stack>
  );
}
