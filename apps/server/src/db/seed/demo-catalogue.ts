/** How each simulated signal and writable status appears as a measurement in the product. */
import type { SignalKind, WritableKind } from './demo-layout';

export interface MeasurementTemplate {
  pointType: string;
  name: string;
  type: string;
  unit: string;
  kind: 'Number' | 'Bool' | 'String';
  section: string;
  functions: string[];
  range?: { min: number; max: number };
  activeText?: string;
  inactiveText?: string;
  multiStateValues?: string[];
}

export const signalTemplates: Record<SignalKind, MeasurementTemplate> = {
  co2: {
    pointType: 'cO2Sensor',
    name: 'CO2',
    type: 'co2',
    unit: 'ppm',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  voc: {
    pointType: 'vocSensor',
    name: 'TVOC',
    type: 'totalvocs',
    unit: 'ppb',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  pm25: {
    pointType: 'pm2.5Sensor',
    name: 'PM2.5',
    type: 'pm2.5',
    unit: 'µg/m³',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  pm10: {
    pointType: 'pm10Sensor',
    name: 'PM10',
    type: 'pm10',
    unit: 'µg/m³',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  ozone: {
    pointType: 'ozoneSensor',
    name: 'Ozone',
    type: 'ozone',
    unit: 'ppb',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  co: {
    pointType: 'coSensor',
    name: 'Carbon Monoxide',
    type: 'carbonmonoxide',
    unit: 'ppm',
    kind: 'Number',
    section: 'Air Quality',
    functions: [],
  },
  temperature: {
    pointType: 'spaceTemperature',
    name: 'Temperature',
    type: 'spacetemperature',
    unit: '°F',
    kind: 'Number',
    section: 'Comfort',
    functions: [],
  },
  humidity: {
    pointType: 'humiditySensor',
    name: 'Humidity',
    type: 'relativehumidity',
    unit: '%',
    kind: 'Number',
    section: 'Comfort',
    functions: [],
  },
  ventilation: {
    pointType: 'airFlow',
    name: 'Ventilation',
    type: 'ventilation',
    unit: 'AC/h',
    kind: 'Number',
    section: 'Air Freshness',
    functions: [],
  },
  ionLevel: {
    pointType: 'ionLevel',
    name: 'Ion Level',
    type: 'ionlevel',
    unit: 'ion/cc',
    kind: 'Number',
    section: 'Air Freshness',
    functions: [],
  },
  differentialPressure: {
    pointType: 'differentialPressure',
    name: 'Differential Pressure',
    type: 'point',
    unit: 'inH2O',
    kind: 'Number',
    section: 'Equipment',
    functions: [],
  },
  setpoint: {
    pointType: 'equipmentValue',
    name: 'Temperature Setpoint',
    type: 'temperature',
    unit: '°F',
    kind: 'Number',
    section: 'Equipment',
    functions: ['numWrite'],
    range: { min: 60, max: 80 },
  },
};

export const writableTemplates: Record<WritableKind, MeasurementTemplate> = {
  ionizerStatus: {
    pointType: 'ionizerStatus',
    name: 'Ionizer Status',
    type: 'ionizerstatus',
    unit: '',
    kind: 'Bool',
    section: 'Equipment',
    functions: ['boolWrite'],
    activeText: 'On',
    inactiveText: 'Off',
  },
  occupiedMode: {
    pointType: 'occupiedMode',
    name: 'Occupied Mode',
    type: 'point',
    unit: '',
    kind: 'String',
    section: 'Equipment',
    functions: ['strWrite'],
    multiStateValues: ['Unoccupied', 'Occupied', 'Standby'],
  },
};
