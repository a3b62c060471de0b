// The Add Card dialog (spec 001 §2, §5): the card type (Point Card, Link Card, Multi-point Card),
// its name and the finder's three columns, Sites, Zones and Points, each with a search box. A
// point needs a site, then a zone, first. Choosing fills the name the spec's way (a link card: the
// site, or 'site - zone'; a point card: 'site - zone - point') until the user types their own.
// 'Add Card' is enabled once the name is not blank and a point card has its point, a link card
// its site. The typed name and choices stay while saving fails or the dashboard changed.
import type { AddCardBody } from '@airboard/shared/api';
import { measurementMatchesSearch, siteMatchesSearch } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextInput } from '../../../components/text-input';
import { useProjectHome } from '../../home';
import { measurementsQueryOptions, zonesQueryOptions } from '../../site-monitor';
import { FinderColumn } from './finder-column';

type CardType = AddCardBody['card']['type'];

const cardTypes: { value: CardType; label: string }[] = [
  { value: 'point', label: 'Point Card' },
  { value: 'link', label: 'Link Card' },
  { value: 'multipoint', label: 'Multi-point Card' },
];

type AddCardDialogProps = {
  busy: boolean;
  onAdd: (card: Omit<AddCardBody, 'version' | 'sectionId'>) => void;
  onClose: () => void;
};

export function AddCardDialog({ busy, onAdd, onClose }: AddCardDialogProps) {
  const [type, setType] = useState<CardType>('point');
  const [name, setName] = useState('');
  const [named, setNamed] = useState(false);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [zoneId, setZoneId] = useState<string | null>(null);
  const [pointId, setPointId] = useState<string | null>(null);
  const sites = useProjectHome().data?.sites ?? [];
  const zones = useQuery({ ...zonesQueryOptions(siteId ?? ''), enabled: siteId !== null }).data;
  const points = useQuery({
    ...measurementsQueryOptions({ siteId: siteId ?? '', zoneId: zoneId ?? '' }),
    enabled: siteId !== null && zoneId !== null,
  }).data;

  const site = sites.find((s) => s.objectId === siteId);
  const zone = zones?.find((z) => z.objectId === zoneId);
  const point = points?.find((m) => m.objectId === pointId);
  // The spec's auto-name, until the user names the card themselves.
  const autoName = (next: { site?: string; zone?: string; point?: string }) => {
    if (named) {
      return;
    }
    const parts = [next.site, next.zone, type === 'point' ? next.point : undefined];
    setName(parts.filter(Boolean).join(' - '));
  };

  const ready =
    name.trim() !== '' &&
    (type === 'point' ? pointId !== null : type === 'link' ? siteId !== null : true);
  const add = () => {
    if (!ready || busy) {
      return;
    }
    const card =
      type === 'point'
        ? { type, siteId: siteId!, zoneId, pointId: pointId!, units: point?.unit ?? null }
        : type === 'link'
          ? { type, siteId: siteId!, zoneId }
          : { type, siteId, zoneId };
    onAdd({ name: name.trim(), card });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-card" maxWidth="lg" fullWidth>
      <DialogTitle id="add-card">Add Card</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={type}
            aria-label="Card type"
            onChange={(_event, next: CardType | null) => next && setType(next)}
            sx={{ flexWrap: 'wrap' }}
          >
            {cardTypes.map((t) => (
              <ToggleButton key={t.value} value={t.value}>
                {t.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextInput
            label="Card Name"
            value={name}
            onValueChange={(next) => {
              setNamed(true);
              setName(next);
            }}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <FinderColumn
              title="Sites"
              choices={sites.map((s) => ({ id: s.objectId, label: s.name, detail: s.address }))}
              matches={(choice, search) =>
                siteMatchesSearch(
                  sites.find((s) => s.objectId === choice.id)!,
                  search,
                )
              }
              selected={siteId}
              onSelect={(id) => {
                setSiteId(id);
                setZoneId(null);
                setPointId(null);
                autoName({ site: sites.find((s) => s.objectId === id)?.name });
              }}
              emptyText="No sites in this project"
            />
            <FinderColumn
              title="Zones"
              choices={(zones ?? []).map((z) => ({ id: z.objectId, label: z.name }))}
              selected={zoneId}
              onSelect={(id) => {
                setZoneId(id);
                setPointId(null);
                autoName({ site: site?.name, zone: zones?.find((z) => z.objectId === id)?.name });
              }}
              emptyText={siteId === null ? 'Choose a site first' : 'No zones at this site'}
            />
            <FinderColumn
              title="Points"
              choices={(points ?? []).map((m) => ({
                id: m.objectId,
                label: m.name,
                detail: m.unit,
              }))}
              matches={(choice, search) =>
                measurementMatchesSearch(
                  points!.find((m) => m.objectId === choice.id)!,
                  search,
                )
              }
              selected={pointId}
              onSelect={(id) => {
                setPointId(id);
                autoName({
                  site: site?.name,
                  zone: zone?.name,
                  point: points?.find((m) => m.objectId === id)?.name,
                });
              }}
              emptyText={zoneId === null ? 'Choose a zone first' : 'No points in this zone'}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={add} disabled={!ready} loading={busy}>
          Add Card
        </Button>
      </DialogActions>
    </Dialog>
  );
}
