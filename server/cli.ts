import { parseArgs } from 'node:util';
import { startPreviewServer } from './preview.ts';

/** Serves an already built site folder: `node --import tsx server/cli.ts --root dist/react --port 4173`. */
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: '_site' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const server = await startPreviewServer({ root: values.root, port: Number(values.port), host: values.host });
console.log(`Serving ${values.root} at ${server.url}`);
