#!/usr/bin/env node
// Serves one built app: `node tooling/web-server/src/main.ts --root apps/journey/dist --name journey
// --port-variable JOURNEY_PORT --port 5173 --config-variable JOURNEY_CONFIG --robots allow
// --render apps/journey/dist/.server/render-page.js` (the module's `renderPage`, a server render of some pages).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createWebServer } from './create-web-server.ts';
import { listen } from './listen.ts';
import type { PageRenderer } from './rendered-page.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    name: { type: 'string', default: 'app' },
    port: { type: 'string', default: '8080' },
    'port-variable': { type: 'string', default: 'PORT' },
    'config-variable': { type: 'string' },
    robots: { type: 'string', default: 'allow' },
    render: { type: 'string' },
  },
});
const portVariable = values['port-variable'];
const configVariable = values['config-variable'];
const port = Number(process.env[portVariable] ?? values.port);
const renderModule = values.render === undefined ? undefined : pathToFileURL(resolve(values.render)).href;
const render =
  renderModule === undefined
    ? undefined
    : ((await import(renderModule)) as { renderPage: PageRenderer }).renderPage;
const app = createWebServer({
  root: resolve(values.root),
  configFile: configVariable === undefined ? undefined : process.env[configVariable] || undefined,
  robots: values.robots === 'disallow' ? 'disallow' : 'allow',
  render,
});
listen(app, { port, portVariable, name: values.name });
