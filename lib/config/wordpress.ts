import * as v from './fields';

export const wordpressEnv = {
  WORDPRESS_URL: v.url(),
  WORDPRESS_MEDIA_URLS: v.originList,
  WORDPRESS_REVALIDATE_SECRET: v.secret(16),
  WORDPRESS_PREVIEW_USER: v.optionalString,
  WORDPRESS_PREVIEW_PASSWORD: v.optionalString,
};

export const wordpressRules: v.Rule[] = [
  { together: ['WORDPRESS_PREVIEW_USER', 'WORDPRESS_PREVIEW_PASSWORD'] },
];

export function wordpressConfig(env: v.Env<typeof wordpressEnv>) {
  return {
    url: env.WORDPRESS_URL,
    revalidateSecret: env.WORDPRESS_REVALIDATE_SECRET,
    /** The origins of WordPress's media (default: WORDPRESS_URL's): optimiser, CSP, PDF proxy. */
    mediaOrigins:
      env.WORDPRESS_MEDIA_URLS ?? (env.WORDPRESS_URL ? [new URL(env.WORDPRESS_URL).origin] : []),
    /** The account the server reads drafts with for Preview; never sent to a browser. */
    preview:
      env.WORDPRESS_PREVIEW_USER && env.WORDPRESS_PREVIEW_PASSWORD
        ? { user: env.WORDPRESS_PREVIEW_USER, password: env.WORDPRESS_PREVIEW_PASSWORD }
        : undefined,
  };
}
