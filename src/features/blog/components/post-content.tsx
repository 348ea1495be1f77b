'use client';

import { useEffect, useState } from 'react';
import { hasMarkup, sanitizePostHtml } from '@/lib/sanitize-html';
import { blogMessages } from '../messages';

/**
 * Spec §4: post HTML is shown only through the sanitiser (loaded on demand, with a loading
 * text meanwhile); a post without markup is plain text.
 */
export function PostContent({ content }: { content: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const isHtml = hasMarkup(content);

  useEffect(() => {
    if (!isHtml) return;
    let cancelled = false;
    void import('dompurify').then(({ default: purify }) => {
      if (!cancelled) setHtml(sanitizePostHtml(purify, content));
    });
    return () => {
      cancelled = true;
    };
  }, [content, isHtml]);

  if (!isHtml) return <p className="whitespace-pre-line">{content}</p>;
  if (html === null) return <p className="text-default-500">{blogMessages.sanitizerLoading}</p>;
  // Sanitised above with the spec's allow-list: the only way post HTML reaches the page.
  return <div className="prose-post flex flex-col gap-3" dangerouslySetInnerHTML={{ __html: html }} />;
}
