import { LlmError, type TLlm } from './llm-client.js';

/** What the model is told about the product: facts only, in the source language. */
export type TListingFacts = {
  title: string;
  attributes: { name: string; value: string }[];
  specs: { name: string; values: string[] }[];
};
export type TListingAsk = { lang: string; marketplace: string; titleMax: number; descriptionMax: number };

/** Cuts at the last word boundary within `max` characters (never mid-word when a boundary exists); keeps line breaks. */
export const clip = (text: string, max: number): string => {
  const t = text
    .trim()
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n');
  if (t.length <= max) {
    return t;
  }
  const cut = t.slice(0, max);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '');
};

/**
 * The prompt: rules in the system message, the facts as one JSON block in the user message (the sandbox
 * model reads the same block), the answer asked as JSON {"title","description"}.
 */
export const listingPrompt = (facts: TListingFacts, ask: TListingAsk) => [
  {
    role: 'system' as const,
    content: [
      `You write product listings for ${ask.marketplace}.`,
      `Write in the language with ISO code "${ask.lang}" only.`,
      `The title must be at most ${ask.titleMax} characters; the description at most ${ask.descriptionMax} characters.`,
      'Use only the facts given; do not invent certifications, brands or sizes.',
      'Answer with one JSON object: {"title": string, "description": string}.',
    ].join('\n'),
  },
  {
    role: 'user' as const,
    content: `Product facts:\n\`\`\`json\n${JSON.stringify({ ...ask, ...facts })}\n\`\`\``,
  },
];

const parseReply = (text: string): { title: string; description: string } => {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  try {
    const o = JSON.parse(json) as { title?: unknown; description?: unknown };
    if (typeof o.title === 'string' && o.title.trim() && typeof o.description === 'string') {
      return { title: o.title, description: o.description };
    }
  } catch {
    // falls through to the error below
  }
  throw new LlmError('bad_reply', 'the model did not answer {"title","description"}');
};

/** A title and description in `ask.lang`; the limits hold even when a model overruns them. */
export const generateListing = async (llm: TLlm, facts: TListingFacts, ask: TListingAsk) => {
  const reply = parseReply(await llm.chat(listingPrompt(facts, ask), { json: true, maxTokens: 1_500 }));
  return {
    title: clip(reply.title.replace(/\s+/g, ' '), ask.titleMax),
    description: clip(reply.description, ask.descriptionMax),
  };
};
