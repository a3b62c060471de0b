// The point explorer's filters (spec 002 §2, §5): Site (required), Zone (disabled until a site is
// chosen), Point Type, Alarm Status and a name search. The selects change the address at once;
// the name is typed here and handed on by the page after its debounce.
import type { ExplorerPointType, Site, Zone } from '@airboard/shared/api';
import Stack from '@mui/material/Stack';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { SearchInput } from '../../../components/text-input';
import type { ExplorerFilters } from '../lib/explorer-filters';

// The 'any' option's value: an empty value would leave the select blank instead of naming it.
const ANY = 'any';

const alarmOptions: SelectOption<string>[] = [
  { value: ANY, label: 'Any' },
  { value: 'active', label: 'Active' },
  { value: 'not_active', label: 'Not active' },
];

type PointFiltersProps = {
  filters: ExplorerFilters;
  sites: Pick<Site, 'objectId' | 'name'>[];
  zones: Zone[];
  pointTypes: ExplorerPointType[];
  nameText: string;
  onNameText: (text: string) => void;
  onChange: (changes: Partial<Record<keyof ExplorerFilters, string | undefined>>) => void;
};

const chosen = (value: string) => (value === ANY ? undefined : value);

export function PointFilters({
  filters,
  sites,
  zones,
  pointTypes,
  nameText,
  onNameText,
  onChange,
}: PointFiltersProps) {
  const siteKnown = sites.some((s) => s.objectId === filters.siteId);
  const zoneKnown = zones.some((z) => z.objectId === filters.zoneId);
  const typeKnown = pointTypes.some((t) => t.type === filters.pointType);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', '& > *': { width: { xs: '100%', sm: 'auto' } } }}
      role="search"
      aria-label="Point filters"
    >
      <SelectField
        label="Site"
        value={siteKnown ? filters.siteId! : ANY}
        options={[
          ...(siteKnown ? [] : [{ value: ANY, label: 'Select a site' }]),
          ...sites.map((s) => ({ value: s.objectId, label: s.name })),
        ]}
        // Another site's zones do not apply to it.
        onValueChange={(siteId) => onChange({ siteId: chosen(siteId), zoneId: undefined })}
        minWidth={220}
      />
      <SelectField
        label="Zone"
        value={zoneKnown ? filters.zoneId! : ANY}
        options={[
          { value: ANY, label: 'All zones' },
          ...zones.map((z) => ({ value: z.objectId, label: z.name })),
        ]}
        onValueChange={(zoneId) => onChange({ zoneId: chosen(zoneId) })}
        disabled={filters.siteId === undefined}
        minWidth={180}
      />
      <SelectField
        label="Point Type"
        value={typeKnown ? filters.pointType! : ANY}
        options={[
          { value: ANY, label: 'All types' },
          ...pointTypes.map((t) => ({ value: t.type, label: t.name })),
        ]}
        onValueChange={(pointType) => onChange({ pointType: chosen(pointType) })}
        minWidth={180}
      />
      <SelectField
        label="Alarm Status"
        value={filters.alarmStatus ?? ANY}
        options={alarmOptions}
        onValueChange={(alarmStatus) => onChange({ alarmStatus: chosen(alarmStatus) })}
        minWidth={160}
      />
      <SearchInput
        label="Point name"
        value={nameText}
        onValueChange={onNameText}
        fullWidth={false}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
}
