import type { ContentImage, EndorsementBandContent } from './types';

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

/** A statement signed by the founder (name, title and portrait), shown as a band of its own. */
export function founderEndorsement(
  statement: Pick<EndorsementBandContent, 'label' | 'heading' | 'body'>,
): EndorsementBandContent {
  return {
    ...statement,
    personName: founder.name,
    personTitle: founder.title,
    image: founder.image,
  };
}
