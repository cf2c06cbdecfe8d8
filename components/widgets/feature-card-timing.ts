// Kept apart from the client RevealGroup: a server component importing a value from a
// 'use client' module receives a client reference, not the value.

/** A card appears once 10% of it is visible, after its own delay: 0, 200, 400, 600 ms. */
export const FEATURE_CARD_THRESHOLD = 0.1;
export const FEATURE_CARD_DELAYS = [0, 200, 400, 600] as const;
export type FeatureCardDelay = (typeof FEATURE_CARD_DELAYS)[number];
