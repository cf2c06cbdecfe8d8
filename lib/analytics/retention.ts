/**
 * Website use statistics (page views, the booking funnel's events, field-speed reports) are
 * kept this many months (the privacy page; npm run data:purge).
 */
export const USAGE_RETENTION_MONTHS = 13;
