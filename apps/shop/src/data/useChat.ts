import { chatMessages } from '@nyansa/contract';
import type { ChatLink } from '@nyansa/ui';
import { useCallback } from 'react';
import { api } from '../api';
import { attempt } from './failure';

export type AssistantReply = { ok: boolean; content: string; links: ChatLink[] };

const apology: AssistantReply = { ok: false, content: chatMessages.botError, links: [] };

const markdownLink = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * The chat bubble shows plain text: a markdown link reads as its words, and the shop's own pages it
 * names (the recommended products) come back as links shown under the message.
 */
export function readReply(content: string, products: ReadonlyArray<{ product_id: number; product_name: string }> = []): { content: string; links: ChatLink[] } {
  const links = new Map<string, string>();
  for (const product of products) links.set(`/products/${product.product_id}`, product.product_name);
  for (const [, label, href] of content.matchAll(markdownLink)) {
    if (href?.startsWith('/') && !href.startsWith('//') && !links.has(href)) links.set(href, label ?? href);
  }
  return { content: content.replace(markdownLink, '$1'), links: [...links].map(([href, label]) => ({ href, label })) };
}

/** The chat service: one message in, the assistant's reply (or the spec's apology) out. */
export function useChat() {
  const ask = useCallback(async (message: string): Promise<AssistantReply> => {
    const sent = await attempt(api.chat.send({ message }));
    if (!sent.ok) return apology;
    const reply = readReply(sent.value.content, sent.value.products);
    // Only signed-in shoppers send messages here (visitors are asked to log in): an empty answer is a failure.
    return reply.content.trim() ? { ok: true, ...reply } : apology;
  }, []);
  return { ask };
}
