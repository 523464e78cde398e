#!/usr/bin/env node
// Serves one built app: `node tooling/web-server/src/main.ts --root apps/journey/dist --name journey
// --port-variable JOURNEY_PORT --config-variable JOURNEY_CONFIG --robots allow
// --render apps/journey/dist/.server/render-page.js` (the module's `renderPage`, a server render of some pages).
// The environment is validated first (@souscrire/config, docs/configuration.md): the port is the named port
// variable's value, or its default; a refused variable stops the server with one line naming it. With
// TLS_CERT_FILE and TLS_KEY_FILE it serves HTTPS (a direct deployment; behind a proxy, the proxy does).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { configOrExit, exitFatal, exitOnUncaughtAsJson, orExit, tlsServerOptions } from '@souscrire/config';
import { createWebServer } from './create-web-server.ts';
import { listen } from './listen.ts';
import type { PageRenderer } from './rendered-page.ts';

/** The configuration's variables a web server may be told to read its port and its config file from. */
const PORT_VARIABLES = ['PORT', 'JOURNEY_PORT', 'CUSTOMER_SPACE_PORT'] as const;
const CONFIG_VARIABLES = ['JOURNEY_CONFIG', 'CUSTOMER_SPACE_CONFIG'] as const;

// Every line the server writes is JSON, its last one too (an error nothing caught).
exitOnUncaughtAsJson();
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    name: { type: 'string', default: 'app' },
    'port-variable': { type: 'string', default: 'PORT' },
    'config-variable': { type: 'string' },
    robots: { type: 'string', default: 'allow' },
    render: { type: 'string' },
  },
});
const config = configOrExit(process.env);
const portVariable = PORT_VARIABLES.find((name) => name === values['port-variable']);
if (portVariable === undefined) exitFatal(`--port-variable must be one of ${PORT_VARIABLES.join(', ')}.`);
const configVariable = CONFIG_VARIABLES.find((name) => name === values['config-variable']);
if (values['config-variable'] !== undefined && configVariable === undefined) {
  exitFatal(`--config-variable must be one of ${CONFIG_VARIABLES.join(', ')}.`);
}
const renderModule = values.render === undefined ? undefined : pathToFileURL(resolve(values.render)).href;
const render =
  renderModule === undefined
    ? undefined
    : ((await import(renderModule)) as { renderPage: PageRenderer }).renderPage;
const app = createWebServer({
  root: resolve(values.root),
  configFile: configVariable === undefined ? undefined : config[configVariable],
  robots: values.robots === 'disallow' ? 'disallow' : 'allow',
  render,
});
const tls = orExit(() => tlsServerOptions(config));
listen(app, { port: config[portVariable], portVariable, name: values.name, tls });
