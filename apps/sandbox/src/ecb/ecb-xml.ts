import type { cubeOf } from './rates-world.js';

/** The exact envelope of https://www.ecb.europa.eu/stats/eurofxref/eurofxref-*.xml (gesmes namespace, single quotes). */
export const ecbXml = (cubes: ReturnType<typeof cubeOf>[]): string => {
  const body = cubes
    .map(
      (c) =>
        `\t\t<Cube time='${c.time}'>\n${c.rates
          .map((r) => `\t\t\t<Cube currency='${r.currency}' rate='${r.rate}'/>`)
          .join('\n')}\n\t\t</Cube>`,
    )
    .join('\n');

  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${body}
\t</Cube>
</gesmes:Envelope>`;
};
