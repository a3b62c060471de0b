// Which of the project's holiday calendars a group follows, and what their days do: skip the
// program (the default value all day) or run the holiday program. The first calendar followed
// that names a day decides, so the order of ticking is kept.
import type { HolidayCalendar, ScheduleCalendarUse } from '@airboard/shared/api';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../../components/select-field';

const EFFECTS = [
  { value: 'skip', label: 'Skip the program (default value all day)' },
  { value: 'program', label: 'Run the holiday program' },
] as const;

type GroupCalendarsFieldProps = {
  calendars: readonly HolidayCalendar[];
  uses: readonly ScheduleCalendarUse[];
  onUsesChange: (uses: ScheduleCalendarUse[]) => void;
  readOnly: boolean;
};

export function GroupCalendarsField({
  calendars,
  uses,
  onUsesChange,
  readOnly,
}: GroupCalendarsFieldProps) {
  if (calendars.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        The project has no holiday calendars yet: add one under Holiday calendars.
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {calendars.map((calendar) => {
        const use = uses.find((u) => u.calendarId === calendar.objectId);
        return (
          <Stack
            key={calendar.objectId}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <FormControlLabel
              label={`Follow ${calendar.name}`}
              sx={{ minWidth: 220 }}
              control={
                <Checkbox
                  checked={use !== undefined}
                  disabled={readOnly}
                  onChange={(e) =>
                    onUsesChange(
                      e.target.checked
                        ? [...uses, { calendarId: calendar.objectId, effect: 'skip' }]
                        : uses.filter((u) => u.calendarId !== calendar.objectId),
                    )
                  }
                />
              }
            />
            {use && (
              <SelectField
                label={`On ${calendar.name} days`}
                value={use.effect}
                options={EFFECTS}
                minWidth={260}
                disabled={readOnly}
                onValueChange={(effect) =>
                  onUsesChange(
                    uses.map((u) => (u.calendarId === calendar.objectId ? { ...u, effect } : u)),
                  )
                }
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
