/**
 * Post text already sanitised with the blog's allow-list (on the server, or by the preview's
 * sanitiser); `html` null means the post has no markup and shows as plain text.
 */
export function PostHtml({ html, text }: { html: string | null; text: string }) {
  if (html === null) return <p className="whitespace-pre-line">{text}</p>;
  // Sanitised before it got here: the only way post HTML reaches the page.
  return <div className="prose-post flex flex-col gap-3" dangerouslySetInnerHTML={{ __html: html }} />;
}
