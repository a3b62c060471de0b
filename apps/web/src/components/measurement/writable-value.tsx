// The inline editor of a writable point (spec 000 §4, §5): the value with a pencil, then an editor
// chosen by the function name (num: number input, bool: 'Enable?' toggle, str: select), then saving,
// then a saved or failed icon that disappears after 3 s. A completed write refreshes the value and
// chart; a failed one toasts the job's message. A point whose override can be released (a BACnet
// object's priority, issue 21) also has Release, after which the building's own value shows. By keyboard: Enter saves, Escape cancels, and focus
// goes back to the pencil when the editor closes, so a keyboard user keeps their place.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  isWithinRange,
  measurementReading,
  parseWritableInput,
  RELEASE_FUNCTION,
  writableRangeText,
  WRITE_FEEDBACK_ICON_MS,
  writableEditorKind,
  writeFunctionOf,
  type WritableValue,
} from '@airboard/shared/rules';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import SettingsBackupRestoreRoundedIcon from '@mui/icons-material/SettingsBackupRestoreRounded';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../lib/toasts';
import { useEffect, useState } from 'react';
import { InlineForm } from '../form-layouts';
import { LabelledSwitch } from '../labelled-switch';
import { SelectField } from '../select-field';
import { TextInput } from '../text-input';
import { useReturnFocus } from '../use-return-focus';
import { MeasurementValueText } from './measurement-value-text';
import { runPointWrite } from './run-point-write';

type WriteState = 'display' | 'editing' | 'saving' | 'releasing' | 'saved' | 'failed';

// What stays beside the value for a few seconds after a write.
const outcomeIcons = {
  saved: { Icon: CheckCircleRoundedIcon, color: 'success', label: 'Saved' },
  failed: { Icon: ErrorRoundedIcon, color: 'error', label: 'Write failed' },
} as const;

function WriteOutcomeIcon({ outcome }: { outcome: keyof typeof outcomeIcons }) {
  const { Icon, color, label } = outcomeIcons[outcome];
  return <Icon color={color} fontSize="small" role="img" aria-label={label} aria-hidden={false} />;
}

export function WritableValue({ measurement }: { measurement: Measurement }) {
  const [state, setState] = useState<WriteState>('display');
  // What the editor shows: typed text (num, str) or the toggle (bool).
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(false);
  const queryClient = useQueryClient();
  const functionName = writeFunctionOf(measurement.writable?.functions ?? []);
  const kind = functionName ? writableEditorKind(functionName) : null;
  const reading = measurementReading(measurement);
  const pencil = useReturnFocus<HTMLButtonElement>(state === 'editing' || state === 'saving');

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
      setEnabled(current !== null && current !== 0);
    } else if (kind === 'str') {
      setText(current === null ? '' : (measurement.multiStateValues?.[current] ?? ''));
    } else {
      setText(current === null ? '' : String(current));
    }
    setState('editing');
  };

  /** Sends a write (or the release of Airboard's override: no value) and waits for its job. */
  const run = async (
    write: { functionName: string; value: WritableValue },
    busy: 'saving' | 'releasing' = 'saving',
  ) => {
    setState(busy);
    try {
      await runPointWrite({ endpoint, ...write }, queryClient);
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

  const save = () =>
    run({ functionName, value: parseWritableInput(kind, kind === 'bool' ? enabled : text) });
  const releasable = measurement.writable.functions.includes(RELEASE_FUNCTION);

  if (state === 'editing' || state === 'saving') {
    const saving = state === 'saving';
    // The accepted values show before anything is typed; a number outside them is not sent.
    const range = measurement.writable.range;
    const rangeText = writableRangeText(range, measurement.unit);
    const typed = kind === 'num' ? parseWritableInput('num', text) : null;
    const outside = typeof typed === 'number' && !isWithinRange(typed, range);
    // The number and the state editors edit the same text under the same label.
    const textEditor = {
      label: `New ${measurement.name}`,
      value: text,
      disabled: saving,
      onValueChange: setText,
    };
    const stateOptions = (measurement.multiStateValues ?? []).map((name) => ({
      value: name,
      label: name,
    }));
    return (
      <InlineForm
        onSubmit={save}
        onKeyDown={(event) => {
          // An open select list takes its own Escape first (MUI's menu stops it there).
          if (event.key === 'Escape' && !saving) {
            event.preventDefault();
            setState('display');
          }
        }}
      >
        {kind === 'num' && (
          <TextInput
            {...textEditor}
            // A short visible label is never cut; the field's name stays the measurement's.
            label="New value"
            size="small"
            type="number"
            autoFocus
            fullWidth={false}
            sx={{ width: 170 }}
            error={outside}
            helperText={
              rangeText ? `${outside ? 'Enter' : 'Allowed:'} ${rangeText}` : measurement.unit
            }
            slotProps={{
              htmlInput: {
                step: 'any',
                'aria-label': `New ${measurement.name}`,
                ...(range?.min !== undefined ? { min: range.min } : {}),
                ...(range?.max !== undefined ? { max: range.max } : {}),
              },
            }}
          />
        )}
        {kind === 'bool' && (
          <LabelledSwitch
            label={messages.enableToggle}
            checked={enabled}
            disabled={saving}
            onCheckedChange={setEnabled}
          />
        )}
        {kind === 'str' && <SelectField {...textEditor} options={stateOptions} minWidth={150} />}
        {saving ? (
          <CircularProgress size={22} aria-label="Saving" />
        ) : (
          <>
            <IconButton
              type="submit"
              size="small"
              aria-label={`Save ${measurement.name}`}
              disabled={outside}
            >
              <SaveRoundedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label="Cancel" onClick={() => setState('display')}>
              <CloseRoundedIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </InlineForm>
    );
  }

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {value}
      <IconButton
        ref={pencil}
        size="small"
        aria-label={`Change ${measurement.name}`}
        onClick={startEditing}
        disabled={state === 'releasing'}
      >
        <EditRoundedIcon fontSize="small" />
      </IconButton>
      {releasable &&
        (state === 'releasing' ? (
          <CircularProgress size={22} aria-label="Releasing" />
        ) : (
          <Tooltip title="Release override: the building's own control takes over">
            <IconButton
              size="small"
              aria-label={`Release ${measurement.name}`}
              onClick={() => void run({ functionName: RELEASE_FUNCTION, value: null }, 'releasing')}
            >
              <SettingsBackupRestoreRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
      {(state === 'saved' || state === 'failed') && <WriteOutcomeIcon outcome={state} />}
    </Stack>
  );
}
