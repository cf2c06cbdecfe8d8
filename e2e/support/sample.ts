import fs from 'node:fs';
import path from 'node:path';

/** Facts of the embedded sample, read from the files themselves so tests follow the content. */
interface RawPost {
  slug: string;
  date: string;
  categories: number[];
  tags: number[];
  title: { rendered: string };
}
interface RawTerm {
  id: number;
  name: string;
  count: number;
}

const dir = path.join(process.cwd(), 'content', 'wordpress');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;

export const samplePosts = read<RawPost[]>('posts.json');
export const sampleTags = read<RawTerm[]>('tags.json');
const caseStudyId = read<RawTerm[]>('categories.json').find((c) => c.name === 'Case Study')!.id;

export const sampleInsights = samplePosts.filter((p) => !p.categories.includes(caseStudyId));
export const sampleCaseStudies = samplePosts
  .filter((p) => p.categories.includes(caseStudyId))
  .sort((a, b) => a.date.localeCompare(b.date));

const STAGES = ['recruitment', 'interviews', 'analysis', 'insights', 'impact'];
export const sampleTopicTags = sampleTags
  .filter((t) => t.count > 0 && !STAGES.includes(t.name.toLowerCase()))
  .map((t) => ({ ...t, name: t.name.replace(/&amp;/g, '&') }))
  .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

export function insightsWithTag(tagId: number) {
  return sampleInsights.filter((p) => p.tags.includes(tagId));
}
