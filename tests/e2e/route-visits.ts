import type { Page } from '@playwright/test';

/**
 * Visits each path one after the other in the same tab, as a visitor who follows links would:
 * each still loads as a whole page, while the tab and Playwright's own scripts are set up once
 * for all of them (about half a second a route). Returns each path's problems: what `check`
 * threw (a failed expect's message) and the console errors that came while it was shown, where
 * they differ from what `expectedErrors` names. The caller expects the result to be {}, so a
 * failure lists every path that has one.
 */
export async function problemsAcross(
  page: Page,
  consoleErrors: string[],
  paths: readonly string[],
  check: (path: string) => Promise<void>,
  expectedErrors: (path: string) => string[] = () => [],
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  const note = (path: string, problem: string) => (problems[path] ??= []).push(problem);
  for (const path of paths) {
    const errorsBefore = consoleErrors.length;
    try {
      await check(path);
    } catch (error) {
      note(path, error instanceof Error ? error.message.split('\n').slice(0, 8).join('\n') : String(error));
    }
    const errors = consoleErrors.slice(errorsBefore);
    if (JSON.stringify(errors) !== JSON.stringify(expectedErrors(path))) note(path, `console: ${JSON.stringify(errors)}`);
  }
  return problems;
}
