// BACnet/IP settings of a site (issue 21): the section the site's Devices page shows its admins.
export { BacnetSection } from './components/bacnet-section';
