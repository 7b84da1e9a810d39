import { atom } from 'nanostores';
import { mergeConfig, type WidgetsConfig } from '../config/config';

/** The page's merged config. Set once at start-up by the bundle, read everywhere. */
export const $config = atom<WidgetsConfig>(
  mergeConfig(typeof location === 'undefined' ? 'localhost' : location.hostname),
);
