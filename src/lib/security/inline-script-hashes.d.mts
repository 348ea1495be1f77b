export function inlineScriptHashes(html: string): Promise<string[]>;
