export declare const NOT_CACHED_ATTRIBUTE: 'data-not-cached';
export declare const notCached: { 'data-not-cached': '' };
export declare function isMarkedNotCached(html: unknown): boolean;
