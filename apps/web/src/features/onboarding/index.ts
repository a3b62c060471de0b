// The onboarding wizard's public face for other features: who may use it (the navigation can
// offer the wizard to staff). Its three screens are loaded by the router from routes/.
export { isStaff } from './lib/staff';
