// The site monitor's public face for other features: its queries (site, point types, zones, floors
// and measurements) that the navigation, floor plan and heat map screens share, and the
// multi-measurement selector dialog for schedules and reports, and the frame of the site screens
// for admins (kiosks, devices).
export { floorsQueryOptions } from './api/get-floors';
export { measurementsQueryOptions } from './api/get-measurements';
export { siteQueryOptions } from './api/get-site';
export { pointTypesQueryOptions, usePointTypes } from './api/get-point-types';
export { useZones, zonesQueryOptions } from './api/get-zones';
export { MultiMeasurementSelector } from './components/multi-measurement-selector';
export { administeredSiteGate, useAdministeredSite } from './components/administered-site';
