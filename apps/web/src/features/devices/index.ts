// The device list's public face for other features: a device's signal icon by RSSI, which the kit
// and device onboarding wizards show in their placement check and completion list.
export { DeviceSignal } from './components/signal-icon';
