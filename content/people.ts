import type { ContentImage } from './types';

/**
 * The founder, as shown on endorsement cards and the story. Without `image` the cards show
 * initials: add a portrait file under public/ (with its real width and height) to show it.
 */
export const founder: {
  name: string;
  title: string;
  image?: ContentImage;
} = {
  name: 'Adrian Tan',
  title: 'Founder and lead researcher, Hidden Growth',
};
