// The project home's public face for other features: the project-and-sites query.
export { projectHomeQueryOptions, useProjectHome } from './api/get-project-home';
