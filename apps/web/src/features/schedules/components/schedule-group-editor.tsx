// One schedule group, edited whole (or read by a member): its name and points (picked with the
// multi-measurement selector, source "schedule"), the default value, the weekly program on the
// time grid, the holiday calendars it follows and its holiday program, its exceptions, the next
// 14 days of values before saving, and — once saved — the writes applied. What the contract, a
// point or another group would refuse is said before sending; what the server refuses is shown
// with every edit kept.
import type { HolidayCalendar, ScheduleGroup } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { SCHEDULE_PREVIEW_DAYS, scheduleWeekdayName } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { TextInput } from '../../../components/text-input';
import { enqueueSnackbar } from '../../../lib/toasts';
import { MultiMeasurementSelector } from '../../site-monitor';
import { useSaveScheduleGroup } from '../api/save-schedule-group';
import {
  draftOfGroup,
  draftOfKind,
  draftProblem,
  newScheduleDraft,
  type ScheduleDraft,
} from '../lib/schedule-draft';
import { startValues, type SchedulePointInfo } from '../lib/schedule-points';
import { ExceptionsField } from './exceptions-field';
import { GroupCalendarsField } from './group-calendars-field';
import { ProgramEditor } from './program-editor';
import { SchedulePreview } from './schedule-preview';
import { ScheduledWritesHistory } from './scheduled-writes-history';
import { ScheduleValueField } from './schedule-value-field';

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6].map((d) => {
  const name = scheduleWeekdayName(d);
  return { name, short: name.slice(0, 3) };
});
const HOLIDAY_DAY = [{ name: messages.scheduleHolidayProgram, short: 'Holiday' }];

type ScheduleGroupEditorProps = {
  site: { objectId: string; timeZone: string };
  group: ScheduleGroup | null;
  /** The site's other groups: a point already in one of them cannot join this one. */
  otherGroups: readonly ScheduleGroup[];
  points: ReadonlyMap<string, SchedulePointInfo>;
  measurementNames: ReadonlyMap<string, string>;
  calendars: readonly HolidayCalendar[];
  today: string;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (group: ScheduleGroup) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `schedule-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ScheduleGroupEditor(props: ScheduleGroupEditorProps) {
  const { site, group, otherGroups, points, measurementNames, calendars, today, readOnly } = props;
  const save = useSaveScheduleGroup(site.objectId);
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    group ? draftOfGroup(group) : newScheduleDraft(),
  );
  const [choosing, setChoosing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const groupPoints = draft.pointIds.flatMap((id) => points.get(id) ?? []);
  const unit = draft.pointKind === 'number' ? (groupPoints[0]?.unit ?? '') : '';
  const lastValue = draft.weekly.flat().at(-1)?.value;
  const newBlockValue = lastValue ?? startValues(draft.pointKind, groupPoints).blockValue;
  const taken = draft.pointIds.flatMap((id) => {
    const other = otherGroups.find((g) => g.pointIds.includes(id));
    return other
      ? [messages.schedulePointInAnotherGroup(points.get(id)?.name ?? id, other.name)]
      : [];
  });
  const problem = taken[0] ?? draftProblem(draft, groupPoints);
  const change = (next: Partial<ScheduleDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerError(null);
  };
  const followsProgram = draft.calendars.some((c) => c.effect === 'program');

  const choosePoints = (measurementIds: string[]) => {
    setChoosing(false);
    const byMeasurement = new Map([...points.values()].map((p) => [p.measurementId, p]));
    const picked = measurementIds.flatMap((id) => byMeasurement.get(id) ?? []);
    const unwritable = measurementIds.filter((id) => !byMeasurement.has(id));
    if (unwritable.length > 0) {
      const names = unwritable.map((id) => measurementNames.get(id) ?? id).join(', ');
      enqueueSnackbar(`${names}: ${messages.schedulePointNotWritable.toLowerCase()}, left out`, {
        variant: 'warning',
      });
    }
    // The group's kind stays while any of its points stays; otherwise the first pick decides.
    const kind =
      picked.find((p) => draft.pointIds.includes(p.pointId))?.kind ??
      picked[0]?.kind ??
      draft.pointKind;
    const wrongKind = picked.filter((p) => p.kind !== kind);
    if (wrongKind.length > 0) {
      enqueueSnackbar(wrongKind.map((p) => messages.schedulePointWrongKind(p.name)).join('. '), {
        variant: 'warning',
      });
    }
    const kept = picked.filter((p) => p.kind === kind);
    setDraft((current) => ({
      ...draftOfKind(current, kind, startValues(kind, kept)),
      pointIds: kept.map((p) => p.pointId),
    }));
    setServerError(null);
  };

  const submit = () => {
    setTried(true);
    if (problem || save.isPending) {
      return;
    }
    save.mutate(
      { groupId: group?.objectId ?? null, input: { ...draft, name: draft.name.trim() } },
      { onSuccess: props.onSaved, onError: (e) => setServerError(e.message) },
    );
  };

  const shownError = serverError ?? (tried || taken.length > 0 ? problem : null);
  const title = group ? group.name : 'New schedule group';

  return (
    <Stack component="section" aria-label={title} spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {readOnly && <Chip size="small" label="Read only" />}
      </Stack>

      <Section title="Group">
        <Stack spacing={2}>
          <TextInput
            label="Name"
            value={draft.name}
            onValueChange={(name) => change({ name })}
            disabled={readOnly}
            required
            error={tried && draft.name.trim() === ''}
            sx={{ maxWidth: 480 }}
          />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Points (
              {draft.pointKind === 'number'
                ? 'numbers'
                : draft.pointKind === 'bool'
                  ? 'on/off'
                  : 'states'}
              )
            </Typography>
            <Box
              role="list"
              aria-label="Points of the group"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
            >
              {draft.pointIds.map((id) => (
                <Chip
                  key={id}
                  role="listitem"
                  label={points.get(id)?.name ?? 'Unknown point'}
                  {...(readOnly
                    ? {}
                    : {
                        onDelete: () =>
                          change({ pointIds: draft.pointIds.filter((p) => p !== id) }),
                      })}
                />
              ))}
              {draft.pointIds.length === 0 && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {messages.scheduleNeedsPoint}.
                </Typography>
              )}
            </Box>
            {!readOnly && (
              <Button variant="outlined" onClick={() => setChoosing(true)}>
                Select points
              </Button>
            )}
          </Box>
          <ScheduleValueField
            label="Default value (outside the blocks)"
            kind={draft.pointKind}
            value={draft.defaultValue}
            points={groupPoints}
            onValueChange={(defaultValue) => change({ defaultValue })}
            disabled={readOnly}
          />
        </Stack>
      </Section>

      <Section title="Week">
        {!readOnly && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Drag on an empty area to draw a block; drag a block to move it, or its edge to resize
            it. Outside the blocks the default value applies.
          </Typography>
        )}
        <ProgramEditor
          label="Weekly program"
          days={WEEK_DAYS}
          program={draft.weekly}
          onProgramChange={(weekly) => change({ weekly })}
          kind={draft.pointKind}
          points={groupPoints}
          newBlockValue={newBlockValue}
          readOnly={readOnly}
          copyDays
        />
      </Section>

      <Section title="Holidays">
        <GroupCalendarsField
          calendars={calendars}
          uses={draft.calendars}
          onUsesChange={(uses) => change({ calendars: uses })}
          readOnly={readOnly}
        />
        {followsProgram && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {messages.scheduleHolidayProgram}
            </Typography>
            <ProgramEditor
              label={messages.scheduleHolidayProgram}
              days={HOLIDAY_DAY}
              program={[draft.holidayProgram]}
              onProgramChange={([holidayProgram]) =>
                change({ holidayProgram: holidayProgram ?? [] })
              }
              kind={draft.pointKind}
              points={groupPoints}
              newBlockValue={newBlockValue}
              readOnly={readOnly}
            />
          </Box>
        )}
      </Section>

      <Section title="Exceptions">
        <ExceptionsField
          exceptions={draft.exceptions}
          onExceptionsChange={(exceptions) => change({ exceptions })}
          kind={draft.pointKind}
          points={groupPoints}
          newValue={newBlockValue}
          today={today}
          readOnly={readOnly}
        />
      </Section>

      <Section title={`Next ${SCHEDULE_PREVIEW_DAYS} days`}>
        <SchedulePreview
          program={draft}
          kind={draft.pointKind}
          points={groupPoints}
          calendars={calendars}
          timeZone={site.timeZone}
        />
      </Section>

      {group && (
        <Section title="Applied writes">
          <ScheduledWritesHistory
            siteId={site.objectId}
            groupId={group.objectId}
            kind={group.pointKind}
            unit={unit}
            timeZone={site.timeZone}
          />
        </Section>
      )}

      <Stack
        spacing={1}
        sx={{ position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.default', py: 1 }}
      >
        {shownError && (
          <Alert severity="error" role="alert">
            {shownError}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{readOnly ? 'Back to groups' : 'Cancel'}</Button>
          {!readOnly && (
            <Button variant="contained" onClick={submit} loading={save.isPending}>
              {group ? 'Save' : 'Create group'}
            </Button>
          )}
        </Stack>
      </Stack>

      {choosing && (
        <MultiMeasurementSelector
          open
          siteId={site.objectId}
          source="schedule"
          initialSelection={groupPoints.map((p) => p.measurementId)}
          onCancel={() => setChoosing(false)}
          onConfirm={choosePoints}
        />
      )}
    </Stack>
  );
}
