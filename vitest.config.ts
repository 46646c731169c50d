import { defineConfig } from 'vitest/config';

/** Two projects by environment: pure rules and the build in node, widgets in happy-dom. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    reporters: ['default', './tests/support/vitest-slowest-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/widgets/setup.ts'],
        },
      },
    ],
  },
});
