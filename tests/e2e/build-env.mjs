// The configuration the browser suite's builds are made with: third parties point at the local
// doubles (tests/support/third-party-doubles.ts), started by playwright.config.ts on this port.
export const doublesPort = 4175;

export const e2eBuildEnv = {
  GOOGLE_MAPS_API_KEY: 'test-maps-key',
  MAPS_SCRIPT_URL: `http://127.0.0.1:${doublesPort}/maps/api/js`,
};
