// The schemas lib/deferred-contracts.ts loads on demand; nothing imports this module statically.
export {
  brandResponse,
  createProjectResponse,
  getFloorsResponse,
  getProjectHomeResponse,
  getSiteResponse,
  getZonesResponse,
  localsResponse,
  projectsResponse,
  resetPasswordResponse,
  sessionResponse,
  successResponse,
} from '@airboard/shared/api';
