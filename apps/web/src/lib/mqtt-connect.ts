import type * as mqttTypes from 'mqtt';
import mqttDefault from 'mqtt';

type TConnect = typeof mqttTypes.connect;

/**
 * mqtt.js's browser build (dist/mqtt.esm.js) has only a default export: `import { connect }` or a
 * dynamic import's named `connect` are undefined there. The app loads this module on demand, so
 * mqtt.js (~100 kB gzip) stays out of the entry chunk.
 */
export const mqttConnect: TConnect = (mqttDefault as unknown as { connect: TConnect }).connect;
