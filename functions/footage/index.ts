export { footageFromEnv, footageSources, type FootageSources, type LinkSource } from './footage-sources';
export { FootageRefusedError, type MediaSource } from './footage-port';
export { footageRefusalMessage } from './footage-listing';
