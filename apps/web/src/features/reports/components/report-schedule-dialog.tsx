// The scheduled e-mail dialog (issue 17): a report definition e-mailed as CSV every week — its
// name, the weekday and time on the site's clock, how many days before the sending day it covers,
// and which members of the project get it — with when the next e-mail goes out. The report itself
// (measurements, interval, layout, occupied hours) is what the report screen had chosen, shown in
// words. Checked by the shared rule before saving; the server's refusal (a taken name) shows above.
import type { ReportRecipient, ReportSchedule, ReportScheduleInput } from '@airboard/shared/api';
import {
  ISO_WEEKDAY_NAMES,
  nextSending,
  REPORT_INTERVAL_LABELS,
  reportScheduleProblem,
  SEND_AT_PATTERN,
} from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { LoadError } from '../../../components/load-error';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { plural } from '../../../lib/plural';
import { formatOnSite } from '../../../lib/site-time';
import { useReportRecipients } from '../api/get-report-recipients';
import { useSaveReportSchedule } from '../api/save-report-schedule';
import { CSV_LAYOUT_LABELS } from './report-options';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

type ReportScheduleDialogProps = {
  site: { objectId: string; timeZone: string };
  /** The schedule edited; null for a new one. */
  scheduleId: string | null;
  initial: ReportScheduleInput;
  /** "Zone / Measurement" by measurement id, for the report in words. */
  measurementNames: ReadonlyMap<string, string>;
  onSaved: (schedule: ReportSchedule) => void;
  onClose: () => void;
};

export function ReportScheduleDialog(props: ReportScheduleDialogProps) {
  const { site, scheduleId, initial, onSaved, onClose } = props;
  const save = useSaveReportSchedule(site.objectId);
  const members = useReportRecipients(site.objectId);
  const [draft, setDraft] = useState({
    ...initial,
    weekday: String(initial.weekday),
    rangeDays: String(initial.rangeDays),
  });
  const [error, setError] = useState<string | null>(null);
  const memberIds = members.data ? new Set(members.data.map((m) => m.objectId)) : null;
  const input: ReportScheduleInput = {
    ...draft,
    name: draft.name.trim(),
    weekday: Number(draft.weekday),
    rangeDays: Number(draft.rangeDays),
    // A recipient who left the project is not offered, so not kept.
    recipientIds: draft.recipientIds.filter((id) => memberIds?.has(id) ?? true),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reportScheduleProblem(input);
    setError(problem);
    if (problem) {
      return;
    }
    save.mutate(
      { scheduleId, input },
      { onSuccess: onSaved, onError: (failure) => setError(failure.message) },
    );
  };
  const next = SEND_AT_PATTERN.test(draft.sendAt)
    ? nextSending(input.weekday, draft.sendAt, site.timeZone, new Date())
    : null;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="report-schedule-title"
      slotProps={{ paper: { sx: { maxWidth: 520, width: '100%', m: 2 } } }}
    >
      <DialogTitle id="report-schedule-title">
        {scheduleId === null ? 'Email weekly' : 'Edit scheduled e-mail'}
      </DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlerts error={error} />
            <ReportInWords input={input} names={props.measurementNames} />
            <TextInput
              label="Name"
              value={draft.name}
              onValueChange={(name) => setDraft({ ...draft, name })}
              required
              autoFocus
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField
                label="Sent on"
                value={draft.weekday}
                options={ISO_WEEKDAY_NAMES.map((name, index) => ({
                  value: String(index + 1),
                  label: name,
                }))}
                onValueChange={(weekday) => setDraft({ ...draft, weekday })}
                minWidth={160}
              />
              <TextInput
                label="At"
                value={draft.sendAt}
                onValueChange={(sendAt) => setDraft({ ...draft, sendAt })}
                helperText="HH:mm, site time"
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
              <TextInput
                label="Days covered"
                value={draft.rangeDays}
                onValueChange={(rangeDays) => setDraft({ ...draft, rangeDays })}
                helperText="Before the sending day"
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
              />
            </Stack>
            <Typography variant="body2" aria-live="polite">
              {next
                ? `Next e-mail: ${formatOnSite(next, site.timeZone, 'dddd, MMM D, YYYY h:mm A')} (site time)`
                : 'Next e-mail: enter a time'}
            </Typography>
            <RecipientsField
              members={members}
              chosen={input.recipientIds}
              onChange={(recipientIds) => setDraft({ ...draft, recipientIds })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What is e-mailed: the measurements, the interval, the layout and the hours counted. */
function ReportInWords({
  input,
  names,
}: {
  input: ReportScheduleInput;
  names: ReadonlyMap<string, string>;
}) {
  const measurements = input.measurementIds.map((id) => names.get(id) ?? id);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {`${plural(measurements.length, 'measurement')}: ${measurements.join(', ')}. `}
      {`${input.interval ? REPORT_INTERVAL_LABELS[input.interval] : 'Automatic interval'}, `}
      {`${CSV_LAYOUT_LABELS[input.format].toLowerCase()}`}
      {input.occupiedOnly ? ', occupied hours only.' : '.'}
    </Typography>
  );
}

/** The project's members as checkboxes; the chosen ones get the e-mail. */
function RecipientsField({
  members: recipients,
  chosen,
  onChange,
}: {
  members: ReturnType<typeof useReportRecipients>;
  chosen: string[];
  onChange: (recipientIds: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{`Recipients (${chosen.length} chosen)`}</FormLabel>
      {recipients.isError ? (
        <LoadError
          message="Cannot load the members of the project"
          onRetry={() => void recipients.refetch()}
        />
      ) : !recipients.data ? (
        <LoadingSkeleton variant="rounded" height={96} label="Loading members" />
      ) : (
        <FormGroup sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}>
          {recipients.data.map((member) => (
            <FormControlLabel
              key={member.objectId}
              label={recipientLabel(member)}
              sx={{ overflowWrap: 'anywhere' }}
              control={
                <Checkbox
                  checked={chosen.includes(member.objectId)}
                  onChange={(e) => toggle(member.objectId, e.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}

/** "Ana Ruiz (ana@school.org)"; a member's e-mail shows only to admins and to the member. */
function recipientLabel(member: ReportRecipient): string {
  const name = member.name || (member.email ?? 'A member without a name');
  return member.name && member.email ? `${member.name} (${member.email})` : name;
}
