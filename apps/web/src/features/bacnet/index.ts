// BACnet/IP of a site (issue 21): the settings section the site's Devices page shows its admins,
// and the discovery panel of the onboarding wizard.
export { BacnetSection } from './components/bacnet-section';
export { BacnetDiscoveryPanel } from './components/bacnet-discovery-panel';
