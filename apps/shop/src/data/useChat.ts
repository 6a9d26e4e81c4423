import { chatMessages } from '@nyansa/contract';
import type { ChatLink } from '@nyansa/ui';
import { useCallback } from 'react';
import { api } from '../api';
import { asApiError } from './failure';

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
    let answer;
    try {
      answer = await api.chat.send({ message });
    } catch (error) {
      asApiError(error);
      return apology;
    }
    const reply = readReply(answer.content, answer.products);
    // Only signed-in shoppers send messages here (visitors are asked to log in): an empty answer is a failure.
    return reply.content.trim() ? { ok: true, ...reply } : apology;
  }, []);
  return { ask };
}
