import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

/**
 * Each feature of lib/ (and the mail kit) is used through its entries only: `index.ts`, for
 * server code, and at most one module the browser may load, `client.ts`. What lies past them
 * is the feature's own. Importing past an entry is an error, wherever the import comes from
 * (an alias, or a path relative to the file). Inside a feature the rule of that feature is
 * off; the newsletter's two rooms may also use the list they share through its entry. Tests
 * may import what they test (they are not linted by this rule). lib/surfaces.test.ts proves
 * that the rule fires.
 */
const SURFACES = [
  {
    folder: 'lib/leads',
    regex: '(^|/)lib/leads/(?!client$).+',
    message: "Use lead code through '@/lib/leads' (server) or '@/lib/leads/client' (browser).",
  },
  {
    folder: 'lib/booking',
    regex: '(^|/)lib/booking/(?!client$).+',
    message:
      "Use booking through '@/lib/booking' (server) or '@/lib/booking/client' (its forms' Server Actions).",
  },
  {
    folder: 'lib/screener',
    regex: '(^|/)lib/screener(/(?!client$).*)?$',
    message: "Use the screener through '@/lib/screener/client', its one entry.",
  },
  {
    folder: 'lib/newsletter',
    regex: '(^|/)lib/newsletter(?!/(opt-in|issues)(/client)?$)(/.*)?$',
    inside: '(^|/)lib/newsletter(?!/(opt-in|issues|subscribers)(/client)?$)(/.*)?$',
    message:
      "Use the newsletter through '@/lib/newsletter/opt-in' or '@/lib/newsletter/issues' (server), or their '/client' (browser); its rooms share '@/lib/newsletter/subscribers'.",
  },
  {
    folder: 'lib/privacy',
    regex: '(^|/)lib/privacy/(?!client$).+',
    message:
      "Use the privacy desk through '@/lib/privacy' (server) or '@/lib/privacy/client' (its forms' Server Actions).",
  },
  {
    folder: 'lib/mail',
    regex: '(^|/)lib/mail/.+',
    message: "Use the mail kit and transport through '@/lib/mail'.",
  },
];

/** lib/ serves the routes and components, and never imports them. */
const NO_APP = {
  regex: '^(@/|(\\.\\./)+)(app|components)(/|$)',
  message: 'lib/ never imports from app/ or components/.',
};
const FEATURES = 'leads|booking|screener|newsletter|analytics';
/**
 * The layers features build on (mail, jobs, the sealed links, the contract of what a feature
 * holds about a person) know no feature: features register with them.
 */
const NO_FEATURE = {
  regex: `(^|/)lib/(${FEATURES}|alerts|privacy)(/|$)`,
  message: 'The layers below the features import no feature: the feature registers with them.',
};
/** The privacy desk reads what each feature declares it holds, registered with it. */
const NO_FEATURE_IN_DESK = {
  regex: `(^|/)lib/(${FEATURES})(/|$)`,
  message:
    'The privacy desk imports no feature: each declares what it holds (lib/personal-data.ts), registered by lib/site-personal-data.ts.',
};
/** What a feature's folder may not import besides the other features' insides. */
const BELOW = { 'lib/mail': [NO_FEATURE], 'lib/privacy': [NO_FEATURE_IN_DESK] };

/** The rule for a file in `home` (a feature's folder, whose own surface is relaxed) or none. */
function surfaceRule(home, extra = []) {
  const patterns = SURFACES.flatMap((surface) => {
    if (surface.folder !== home) return [{ regex: surface.regex, message: surface.message }];
    return surface.inside ? [{ regex: surface.inside, message: surface.message }] : [];
  });
  return { 'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }] };
}

const SOURCES = ['app/**', 'components/**', 'lib/**', 'scripts/**', '*.ts', '*.tsx'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
// Later entries win for the files they match: the more particular folders come last.
const surfaceConfigs = [
  { files: SOURCES, rules: surfaceRule(null) },
  { files: ['lib/**'], rules: surfaceRule(null, [NO_APP]) },
  ...SURFACES.map((surface) => ({
    files: [`${surface.folder}/**`],
    rules: surfaceRule(surface.folder, [NO_APP, ...(BELOW[surface.folder] ?? [])]),
  })),
  {
    files: ['lib/jobs/**', 'lib/sealed-links.ts', 'lib/personal-data.ts'],
    rules: surfaceRule(null, [NO_APP, NO_FEATURE]),
  },
].map((entry) => ({ ...entry, ignores: TESTS }));

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'dist/**',
      'data/**',
      '.e2e-data/**',
      '.e2e-data-wordpress/**',
      '.e2e-data-ga/**',
      '.wordpress-test/**',
      '.bench/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextVitals,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...surfaceConfigs,
  {
    // Playwright fixtures call their `use` callback, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
export default config;
