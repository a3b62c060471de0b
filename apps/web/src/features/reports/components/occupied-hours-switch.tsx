// 'Occupied hours only' (issue 17): the switch names the hours it counts ("Occupied hours only
// (Mon–Fri 07:00–18:00)"), and beside it admins open the Opening hours dialog to change them.
import { openingHoursLabel } from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { useAdministers } from '../../auth';
import { useOpeningHours } from '../api/opening-hours';
import { OpeningHoursDialog } from './opening-hours-dialog';

type OccupiedHoursSwitchProps = {
  site: { objectId: string; projectId: string };
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function OccupiedHoursSwitch({ site, checked, onCheckedChange }: OccupiedHoursSwitchProps) {
  const hours = useOpeningHours(site.objectId);
  const administers = useAdministers(site.projectId);
  const [editing, setEditing] = useState(false);
  const known = hours.data?.openingHours;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <LabelledSwitch
        label={`Occupied hours only${known ? ` (${openingHoursLabel(known)})` : ''}`}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
      {administers && known && (
        <Button size="small" onClick={() => setEditing(true)}>
          Opening hours
        </Button>
      )}
      {editing && known && (
        <OpeningHoursDialog
          siteId={site.objectId}
          hours={known}
          isDefault={hours.data?.isDefault ?? true}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
