// The landing page's sections below the hero, loaded as one chunk after the first screen has rendered.
export { AboutSection } from './about-section';
export { BackgroundGallery } from './background-gallery';
export { Footer } from './footer';
export { LatestArticlesSection } from './latest-articles-section';
export { VisionMissionSection } from './vision-mission-section';
