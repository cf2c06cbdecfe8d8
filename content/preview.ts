/**
 * Copy of the editors' preview: the bar on a previewed article ('Preview — not published',
 * 'Exit preview' are fixed wording: the tests look for them) and the answers of the preview
 * link when it cannot open a preview.
 */
export const previewCopy = {
  bar: 'Preview — not published',
  barLabel: 'Preview',
  exit: 'Exit preview',
  titleSuffix: '(preview)',
  refused: {
    title: 'This preview link cannot be used',
    text: 'Press Preview in WordPress again for a fresh link: a link works for 10 minutes.',
  },
  needsWordPress: {
    title: 'Preview needs WordPress',
    text: 'This site shows its built-in sample content (WORDPRESS_URL is not set), so there are no drafts to preview.',
  },
  notConfigured: {
    title: 'Preview is not set up on this site',
    text: 'The site needs WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD, an application password of a WordPress user who may read drafts.',
  },
  unreadable: {
    title: 'This draft could not be read',
    text: 'WordPress did not give the site this post. It may have been deleted, or the site’s preview account may not be allowed to read it.',
  },
  unavailable: {
    title: 'WordPress did not answer',
    text: 'The preview could not be loaded. Try Preview again in a moment.',
  },
} as const;
