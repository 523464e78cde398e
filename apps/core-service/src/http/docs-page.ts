import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { ApiError } from './api-error.ts';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

// Only the files the page loads are served: nothing else of node_modules is reachable.
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The API reference page: swagger-ui from the locally installed swagger-ui-dist, reading /openapi.yaml. */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Souscrire core API</title>
<link rel="icon" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: '/openapi.yaml', dom_id: '#reference', deepLinking: true });
</script>
</body>
</html>`;
}

/** One static file of the reference page, or undefined when it is not one of them. */
async function docsAsset(file: string): Promise<{ body: Uint8Array<ArrayBuffer>; type: string } | undefined> {
  const type = ASSETS[file];
  if (type === undefined) return undefined;
  return { body: new Uint8Array(await readFile(join(SWAGGER_DIR, file))), type };
}

/**
 * The API reference at `/docs` and its static files at `/docs/assets/:file`: it works offline, swagger-ui-dist's
 * files served from node_modules, no CDN; any other file answers 404.
 */
export function registerDocsPage(app: Hono): void {
  app.get('/docs', (c) => c.html(docsPage()));
  app.get('/docs/assets/:file', async (c) => {
    const asset = await docsAsset(c.req.param('file'));
    if (asset === undefined) throw new ApiError(404, 'not_found', 'No such asset.');
    return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' });
  });
}
