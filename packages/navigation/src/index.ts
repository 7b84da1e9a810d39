export type { Category, FeaturedDesigner } from './model/types';
