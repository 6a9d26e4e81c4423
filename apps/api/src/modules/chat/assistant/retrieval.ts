import MiniSearch from 'minisearch';
import { searchIndex, stem, words } from '../../../lib/search-text';
import { knowledgeBase, type KnowledgeEntry, type KnowledgeTopic } from './knowledge';

const knowledgeIndex = new MiniSearch<KnowledgeEntry>({
  fields: ['title', 'keywords', 'answer'],
  storeFields: ['id'],
  tokenize: words,
  processTerm: (term) => stem(term),
  extractField: (entry, field) => {
    const value = entry[field as keyof KnowledgeEntry];
    return Array.isArray(value) ? value.join(' ') : String(value ?? '');
  },
  searchOptions: { boost: { title: 3, keywords: 4, answer: 1 } },
});
knowledgeIndex.addAll([...knowledgeBase]);
const entriesById = new Map(knowledgeBase.map((entry) => [entry.id, entry]));

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  score: number;
}

/** Knowledge entries for a question, best first, optionally only those of some topics. */
export function searchKnowledge(query: string, topics?: readonly KnowledgeTopic[], limit = 3): KnowledgeMatch[] {
  const matches: KnowledgeMatch[] = [];
  for (const hit of searchIndex(knowledgeIndex, query)) {
    const entry = entriesById.get(String(hit.id));
    if (!entry || (topics && !topics.includes(entry.topic))) continue;
    matches.push({ entry, score: hit.score });
    if (matches.length >= limit) break;
  }
  return matches;
}

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return entriesById.get(id);
}
