/**
 * An axe check that counts only what lasts: a page still hydrating, or a dialog still fading in,
 * is measured at a blend of its colours (a sign-in button fading in from disabled, a modal at part
 * of its opacity); a real violation is still there a second later.
 */
export async function lastingViolations(check: () => Promise<string[]>): Promise<string[]> {
  let violations = await check();
  for (let attempt = 0; violations.length > 0 && attempt < 2; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    violations = await check();
  }
  return violations;
}
