// A zone's measurements grouped by section, each a grid of measurement cards; in edit mode the
// section and measurement names get pencil editors. Writable points get their inline editor only
// for those who may write (admin and superAdmin, spec 000 §1, decision 009); others see the value.
import type { Measurement } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MeasurementCard } from '../../../components/measurement/measurement-card';
import { MultipointCard, multipointPoints } from '../../../components/measurement/multipoint-card';
import { WritableValue } from '../../../components/measurement/writable-value';
import type { TimeRange } from '../../../components/period-range';
import { PointScheduleNote } from '../../schedules';
import { useRenameMeasurement } from '../api/rename-measurement';
import { useRenameSection } from '../api/rename-section';
import { EditableName } from './editable-name';

type MeasurementSectionsProps = {
  siteId: string;
  zoneId: string;
  measurements: Measurement[];
  range: TimeRange;
  editMode: boolean;
  /** Whether the user may write to points (their role in this project administers it). */
  canWrite: boolean;
  onOpen: (measurement: Measurement) => void;
};

const UNSECTIONED = 'Measurements';

export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

export function MeasurementSections(props: MeasurementSectionsProps) {
  const { siteId, zoneId, measurements, range, editMode, canWrite, onOpen } = props;
  const renameMeasurement = useRenameMeasurement();
  const renameSection = useRenameSection();
  const sections = new Map<string | null, Measurement[]>();
  for (const m of measurements) {
    sections.set(m.section, [...(sections.get(m.section) ?? []), m]);
  }

  return (
    <Stack spacing={3}>
      {[...sections.entries()].map(([section, items]) => {
        const heading = (
          <Typography component="h2" variant="h3">
            {section ?? UNSECTIONED}
          </Typography>
        );
        return (
          <Box component="section" key={section ?? ''} aria-label={section ?? UNSECTIONED}>
            <Box sx={{ mb: 1.5 }}>
              {editMode && section !== null ? (
                <EditableName
                  name={section}
                  what="section"
                  save={(name) =>
                    renameSection.mutateAsync({ siteId, zoneId, oldName: section, name })
                  }
                >
                  {heading}
                </EditableName>
              ) : (
                heading
              )}
            </Box>
            <Box sx={cardGridSx}>
              {items.map((m) => {
                const title = editMode ? (
                  <EditableName
                    name={m.name}
                    what="measurement"
                    save={(name) => renameMeasurement.mutateAsync({ id: m.objectId, name })}
                  >
                    <Typography component="h3" sx={{ fontWeight: 600 }} noWrap>
                      {m.name}
                    </Typography>
                  </EditableName>
                ) : undefined;
                if (m.childMeasurements.length > 0) {
                  return (
                    <MultipointCard
                      key={m.objectId}
                      title={
                        title ?? (
                          <Typography component="h3" sx={{ fontWeight: 600 }}>
                            {m.name}
                          </Typography>
                        )
                      }
                      points={multipointPoints(m)}
                      onOpen={(point) =>
                        onOpen(
                          point.objectId === m.objectId
                            ? m
                            : {
                                ...m,
                                ...point,
                                alerts: [],
                                childMeasurements: [],
                                childPoints: [],
                              },
                        )
                      }
                    />
                  );
                }
                return (
                  <MeasurementCard
                    key={m.objectId}
                    measurement={m}
                    range={range}
                    onOpen={() => onOpen(m)}
                    {...(m.writable && canWrite
                      ? { value: <WritableValue measurement={m} /> }
                      : {})}
                    {...(m.writable ? { note: <PointScheduleNote measurement={m} /> } : {})}
                    {...(title ? { title } : {})}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
