// The accounts feature's public face for the rest of the app: the host's brand, the signed-in
// account (/locals), moving the session to another project, and the new-password messages of each flow.
export { BrandProvider, useBrand } from './api/brand';
export {
  localsQueryKey,
  localsQueryOptions,
  useAdministers,
  useIsProjectMember,
  useLocals,
} from './api/locals';
export { moveSession, switchProject, useSwitchProject } from './api/update-token';
export { changeProblemMessages } from './password-messages';
