'use client';

import { useEffect, useState } from 'react';
import { hasMarkup, sanitizePostHtml } from '@/lib/sanitize-html';
import { blogMessages } from '../messages';
import { PostHtml } from './post-html';

/**
 * The editor preview's post text: sanitised in the browser with the public page's allow-list
 * (loaded on demand, with a loading text meanwhile). Public pages sanitise on the server.
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

  if (!isHtml) return <PostHtml html={null} text={content} />;
  if (html === null) return <p className="text-default-500">{blogMessages.sanitizerLoading}</p>;
  return <PostHtml html={html} text={content} />;
}
