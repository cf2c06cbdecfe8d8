/**
 * The properties search engines require of each kind of structured data the site publishes:
 * Google's required properties for its rich results (VideoObject, BreadcrumbList and its
 * ListItems, WebSite for site names), and for the kinds where Google requires none
 * (Organization, BlogPosting) the ones it recommends and the site promises to give.
 */
export const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'sameAs'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'embedUrl'],
  BlogPosting: ['headline', 'image', 'datePublished', 'author', 'publisher'],
};

/** A firm named inside another item (an author, a publisher) needs only its name. */
const REQUIRED_NESTED: Record<string, string[]> = { Organization: ['name'] };

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/**
 * What a block of structured data lacks, as `Type.property` (with its path), for every node
 * in it that has a type listed above. Also checks the rules Google adds: a breadcrumb trail
 * has two items or more, numbered from 1, each but the last with its URL; dates are ISO 8601.
 */
export function missingRequired(data: unknown, path = '$'): string[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => missingRequired(item, `${path}[${i}]`));
  if (!isNode(data)) return [];
  const problems: string[] = [];
  const type = typeof data['@type'] === 'string' ? data['@type'] : null;
  const table =
    '@context' in data || !path.includes('.') ? REQUIRED : { ...REQUIRED, ...REQUIRED_NESTED };
  for (const property of (type && table[type]) || []) {
    if (!present(data[property])) problems.push(`${path}: ${type}.${property}`);
  }
  if (type === 'BreadcrumbList') {
    const items = Array.isArray(data.itemListElement) ? data.itemListElement : [];
    if (items.length < 2) problems.push(`${path}: BreadcrumbList with fewer than two items`);
    items.forEach((item: unknown, i) => {
      if (!isNode(item)) return;
      if (item.position !== i + 1)
        problems.push(`${path}: ListItem ${i} numbered ${item.position}`);
      if (i < items.length - 1 && !present(item.item)) problems.push(`${path}: ListItem ${i}.item`);
    });
  }
  for (const key of ['uploadDate', 'datePublished', 'dateModified']) {
    const value = data[key];
    if (typeof value === 'string' && Number.isNaN(Date.parse(value))) {
      problems.push(`${path}: ${key} ${value} is no ISO 8601 date`);
    }
  }
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'object') problems.push(...missingRequired(value, `${path}.${key}`));
  }
  return problems;
}
