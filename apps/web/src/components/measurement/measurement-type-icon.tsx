// A measurement type's icon in its family's colour (the theme's aq/co/rh/plt/vt/spt tokens: "1 is
// the line and icon colour"), so CO2, temperature or humidity read at a glance from across a room.
// Types are matched case-insensitively (the catalogue spells relativehumidity both ways); an
// unknown type gets a generic sensor in the air-quality colour rather than nothing.
import AirRoundedIcon from '@mui/icons-material/AirRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CloudRoundedIcon from '@mui/icons-material/CloudRounded';
import Co2RoundedIcon from '@mui/icons-material/Co2Rounded';
import DeviceThermostatRoundedIcon from '@mui/icons-material/DeviceThermostatRounded';
import GasMeterRoundedIcon from '@mui/icons-material/GasMeterRounded';
import GrainRoundedIcon from '@mui/icons-material/GrainRounded';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import SensorsRoundedIcon from '@mui/icons-material/SensorsRounded';
import WaterDropRoundedIcon from '@mui/icons-material/WaterDropRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ThemeTokenName } from '@airboard/shared';

type IconFamily = { icon: SvgIconComponent; token: ThemeTokenName };

const families: Record<string, IconFamily> = {
  co2: { icon: Co2RoundedIcon, token: 'co1' },
  temperature: { icon: DeviceThermostatRoundedIcon, token: 'spt1' },
  spacetemperature: { icon: DeviceThermostatRoundedIcon, token: 'spt1' },
  relativehumidity: { icon: WaterDropRoundedIcon, token: 'rh1' },
  humidity: { icon: WaterDropRoundedIcon, token: 'rh1' },
  voc: { icon: ScienceRoundedIcon, token: 'plt1' },
  'pm2.5': { icon: GrainRoundedIcon, token: 'plt1' },
  pm25: { icon: GrainRoundedIcon, token: 'plt1' },
  pm10: { icon: GrainRoundedIcon, token: 'plt1' },
  pm1: { icon: GrainRoundedIcon, token: 'plt1' },
  ozone: { icon: CloudRoundedIcon, token: 'plt1' },
  carbonmonoxide: { icon: GasMeterRoundedIcon, token: 'plt1' },
  ventilation: { icon: AirRoundedIcon, token: 'vt1' },
  ionlevel: { icon: AutoAwesomeRoundedIcon, token: 'aq1' },
  ionizerstatus: { icon: AutoAwesomeRoundedIcon, token: 'aq1' },
  activepure: { icon: AutoAwesomeRoundedIcon, token: 'aq1' },
};

const fallback: IconFamily = { icon: SensorsRoundedIcon, token: 'aq1' };

/** The icon and colour token of a measurement type. */
export function measurementIconFamily(type: string): IconFamily {
  return families[type.toLowerCase()] ?? fallback;
}

type MeasurementTypeIconProps = {
  type: string;
  /** A colour instead of the family's, e.g. a branded kiosk's icon colour. */
  color?: string;
  /** Its font size, e.g. '1em' to follow the text beside it (the default). */
  size?: string;
};

/** Decorative: the measurement's name is always written beside it. */
export function MeasurementTypeIcon({ type, color, size = '1em' }: MeasurementTypeIconProps) {
  const { icon: Icon, token } = measurementIconFamily(type);
  return (
    <Icon aria-hidden sx={(theme) => ({ color: color ?? theme.airboard[token], fontSize: size })} />
  );
}
