// One card of a dashboard, drawn with the monitoring screens' own cards (spec 001 §2 Cards): a point
// card is the measurement card (value, unit, trend, alert, detail on click, the writable editor
// for those who may write), a link card the zone or site link card (a zone opens its monitoring
// view with a Back to the dashboard), a multipoint card the mini point cards. The measurements,
// zones and sites come from the page, one request per site for all of its cards. In edit mode a
// card can be deleted, a point card's point added to a multipoint card, and a multipoint card's
// points added (Add Point, hidden at 8) and removed.
import type { DashboardCard, Measurement, Site, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { isCompactMultipoint, multipointHasRoom } from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import PlaylistAddRoundedIcon from '@mui/icons-material/PlaylistAddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LinkCard, type LinkCardScore } from '../../../components/link-card';
import { MeasurementCard } from '../../../components/measurement/measurement-card';
import { MultipointCard } from '../../../components/measurement/multipoint-card';
import { WritableValue } from '../../../components/measurement/writable-value';
import type { TimeRange } from '../../../components/period-range';
import { backToState, type BackTo } from '../../../lib/back-to';
import { paths } from '../../../lib/paths';

/** What the page has loaded for a site of the dashboard's cards. */
export type SiteData = {
  site: Site | undefined;
  measurements: Measurement[] | undefined;
  zones: Zone[] | undefined;
  failed: boolean;
};

/** A multipoint card a point card's point can be added to. */
export type MultipointTarget = { uniqueId: string; name: string; hasRoom: boolean };

type DashboardCardViewProps = {
  card: DashboardCard;
  projectId: string;
  /** What the page has loaded for a site, by id. */
  siteData: (siteId: string) => SiteData | undefined;
  range: TimeRange;
  editMode: boolean;
  canWrite: boolean;
  /** The Back the zone's monitoring view gets when a link card to a zone opens it. */
  backTo: BackTo;
  /** The dashboard's multipoint cards, for a point card's "Add to multi-point card". */
  multipoints: MultipointTarget[];
  onOpen: (measurement: Measurement) => void;
  onDelete: () => void;
  onAddToMultipoint: (multipointId: string | null) => void;
  onAddPoint: () => void;
  onRemovePoint: (pointId: string) => void;
};

export function DashboardCardView(props: DashboardCardViewProps) {
  const { card, editMode, onDelete } = props;
  // A multipoint card of more than 4 points takes two columns where there are two (spec 001 §9).
  const wide = card.type === 'multipoint' && !isCompactMultipoint(card.points.length);
  return (
    <Box
      sx={{ position: 'relative', height: '100%', gridColumn: wide ? { sm: 'span 2' } : undefined }}
      data-card-id={card.uniqueId}
    >
      <CardBody {...props} />
      {editMode && (
        <Stack direction="row" sx={{ position: 'absolute', top: 6, right: 6, zIndex: 3, gap: 0.5 }}>
          {card.type === 'point' && <AddToMultipointButton {...props} />}
          <IconButton
            aria-label={`Delete ${card.name}`}
            onClick={onDelete}
            size="small"
            sx={{ bgcolor: 'background.paper' }}
          >
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}

/** A point card's "Add to multi-point card": a menu of the dashboard's multipoint cards. */
function AddToMultipointButton({ card, multipoints, onAddToMultipoint }: DashboardCardViewProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `add-to-multipoint-${card.uniqueId}`;
  return (
    <>
      <IconButton
        aria-label={`Add ${card.name} to a multi-point card`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        size="small"
        sx={{ bgcolor: 'background.paper' }}
        onClick={(event) => {
          if (multipoints.length === 0) {
            // The page says there is none to add to (spec 001 §8).
            onAddToMultipoint(null);
          } else {
            setAnchor(event.currentTarget);
          }
        }}
      >
        <PlaylistAddRoundedIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {multipoints.map((target) => (
          <MenuItem
            key={target.uniqueId}
            onClick={() => {
              setAnchor(null);
              onAddToMultipoint(target.uniqueId);
            }}
          >
            <ListItemText
              primary={target.name}
              secondary={target.hasRoom ? null : messages.multipointMaxPoints}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function Placeholder({ name, text }: { name: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', p: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="h3" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {text}
      </Typography>
    </Card>
  );
}

function CardBody(props: DashboardCardViewProps) {
  const { card, projectId, siteData, range, canWrite, backTo, onOpen } = props;
  const data = card.siteId ? siteData(card.siteId) : undefined;
  // A card without a site is in error (spec 001 §8); while its site loads it says '...'.
  const state = card.siteId === null || data?.failed ? messages.linkCardError : null;
  if (card.type === 'point') {
    const measurement = data?.measurements?.find((m) => m.objectId === card.pointId);
    if (!measurement) {
      return (
        <Placeholder
          name={card.name}
          text={state ?? (data?.measurements ? messages.noValue : messages.valueLoading)}
        />
      );
    }
    const shown = { ...measurement, name: card.name, unit: card.units ?? measurement.unit };
    return (
      <MeasurementCard
        measurement={shown}
        range={range}
        onOpen={() => onOpen(measurement)}
        {...(measurement.writable && canWrite
          ? { value: <WritableValue measurement={shown} /> }
          : {})}
      />
    );
  }
  if (card.type === 'link') {
    const zone =
      card.linkType === 'zone' ? data?.zones?.find((z) => z.objectId === card.linkTo) : undefined;
    const site = data?.site;
    const score: LinkCardScore = state
      ? 'error'
      : card.linkType === 'zone'
        ? zone
          ? (zone.scores.scoreOA?.val ?? null)
          : 'loading'
        : site
          ? site.aqEnabled
            ? site.scoreOA.curScore
            : 'off'
          : 'loading';
    const toZone = card.linkType === 'zone' && card.siteId !== null;
    const href = toZone
      ? paths.zone.getHref({ projectId, siteId: card.siteId ?? '', zoneId: card.linkTo })
      : paths.site.getHref({ projectId, siteId: card.linkTo });
    return (
      <LinkCard
        name={card.name}
        href={href}
        {...(toZone ? { state: backToState(backTo) } : {})}
        score={score}
        sensorCount={zone?.sensorCount ?? card.metadata.measurementCount ?? 0}
        activeAlertsCount={zone?.activeAlertsCount ?? site?.activeAlertsCount ?? 0}
      />
    );
  }
  return <MultipointCardView {...props} card={card} />;
}

function MultipointCardView(
  props: DashboardCardViewProps & { card: Extract<DashboardCard, { type: 'multipoint' }> },
) {
  const { card, siteData, editMode, onOpen, onAddPoint, onRemovePoint } = props;
  // A multipoint card's points may come from several sites; each is named as its point card was.
  const points = card.points.flatMap((p) => {
    const measurement = siteData(p.siteId)?.measurements?.find((m) => m.objectId === p.pointId);
    return measurement ? [{ ...measurement, name: p.name, unit: p.unit || measurement.unit }] : [];
  });
  return (
    <MultipointCard
      title={<Typography sx={{ fontWeight: 600, pr: editMode ? 5 : 0 }}>{card.name}</Typography>}
      points={points}
      onOpen={(point) => {
        const measurement = points.find((m) => m.objectId === point.objectId);
        if (measurement) {
          onOpen(measurement);
        }
      }}
      {...(editMode ? { onRemove: (point) => onRemovePoint(point.objectId) } : {})}
      footer={
        <>
          {card.points.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No points yet.
            </Typography>
          )}
          {editMode && multipointHasRoom(card.points.length) && (
            <Button size="small" startIcon={<AddRoundedIcon />} onClick={onAddPoint} sx={{ mt: 1 }}>
              Add Point
            </Button>
          )}
        </>
      }
    />
  );
}
