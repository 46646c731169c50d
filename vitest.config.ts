import { defineConfig } from 'vitest/config';

/** Two projects by environment: pure rules and the build in node, widgets in happy-dom. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Vitest's default is one worker less than the machine has cores: one on a 2-core machine, which
    // left a core idle for three minutes (124 % CPU). Two workers take the file set in two thirds
    // of the time (docs/testing.md).
    maxWorkers: 2,
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
