// The cv module's public entry: what other modules may use (docs/architecture.md).
export { cvSectionRoutes } from './cv-sections.routes';
export { cvRoutes } from './cv.routes';
export { getCv, getCvScoreDetails, savePersonal } from './cv.service';
