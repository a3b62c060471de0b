// One card of a dashboard, drawn with the monitoring screens' own cards (spec 001 §2 Cards): a point
// card is the measurement card (value, unit, trend, alert, detail on click), a link card the zone
// or site link card, a multipoint card the mini point cards. The measurements, zones and sites
// come from the page, one request per site for all of its cards. In edit mode a card can be
// deleted.
import type { DashboardCard, Measurement, Site, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { LinkCard, type LinkCardScore } from '../../../components/link-card';
import { MeasurementCard } from '../../../components/measurement/measurement-card';
import { MultipointCard } from '../../../components/measurement/multipoint-card';
import type { TimeRange } from '../../../components/period-range';
import { paths } from '../../../lib/paths';

/** What the page has loaded for a site of the dashboard's cards. */
export type SiteData = {
  site: Site | undefined;
  measurements: Measurement[] | undefined;
  zones: Zone[] | undefined;
  failed: boolean;
};

type DashboardCardViewProps = {
  card: DashboardCard;
  data: SiteData | undefined;
  range: TimeRange;
  editMode: boolean;
  onOpen: (measurement: Measurement) => void;
  onDelete: () => void;
};

export function DashboardCardView(props: DashboardCardViewProps) {
  const { card, editMode, onDelete } = props;
  return (
    <Box sx={{ position: 'relative', height: '100%' }} data-card-id={card.uniqueId}>
      <CardBody {...props} />
      {editMode && (
        <IconButton
          aria-label={`Delete ${card.name}`}
          onClick={onDelete}
          size="small"
          sx={{ position: 'absolute', top: 6, right: 6, zIndex: 3, bgcolor: 'background.paper' }}
        >
          <DeleteOutlineRoundedIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
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

function CardBody({ card, data, range, onOpen }: DashboardCardViewProps) {
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
    return (
      <MeasurementCard
        measurement={{ ...measurement, name: card.name, unit: card.units ?? measurement.unit }}
        range={range}
        onOpen={() => onOpen(measurement)}
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
    const href =
      card.linkType === 'zone' && card.siteId
        ? paths.zone.getHref({
            projectId: site?.projectId ?? '',
            siteId: card.siteId,
            zoneId: card.linkTo,
          })
        : paths.site.getHref({ projectId: site?.projectId ?? '', siteId: card.linkTo });
    return (
      <LinkCard
        name={card.name}
        href={href}
        score={score}
        sensorCount={zone?.sensorCount ?? card.metadata.measurementCount ?? 0}
        activeAlertsCount={zone?.activeAlertsCount ?? site?.activeAlertsCount ?? 0}
      />
    );
  }
  const points = card.points
    .map((p) => data?.measurements?.find((m) => m.objectId === p.pointId))
    .filter((m): m is Measurement => m !== undefined);
  return (
    <MultipointCard
      title={<Typography sx={{ fontWeight: 600 }}>{card.name}</Typography>}
      points={points}
      onOpen={(point) => {
        const measurement = points.find((m) => m.objectId === point.objectId);
        if (measurement) {
          onOpen(measurement);
        }
      }}
    />
  );
}
