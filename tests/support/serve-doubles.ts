import { parseArgs } from 'node:util';
import { startThirdPartyDoubles } from '../../sandbox/third-party-doubles.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4175' } } });
const { url } = await startThirdPartyDoubles(Number(values.port));
console.log(`Third-party doubles at ${url}`);
