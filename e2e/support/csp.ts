import type { Page } from '@playwright/test';
/** Every Content-Security-Policy violation the page reports, as the console and as events. */
export async function recordPolicyViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('__policyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __policyViolation: (t: string) => void }).__policyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}
