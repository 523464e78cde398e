import { describe, expect, test, vi } from 'vitest';
import { VERSION_FILE, versionFile } from './version-file.ts';

describe('versionFile', () => {
  test('compiles the build id into the bundle and writes it to version.json', () => {
    const plugin = versionFile('build-42');
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(config.define['import.meta.env.VITE_JOURNEY_VERSION']).toBe('"build-42"');
    const emitFile = vi.fn();
    (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: VERSION_FILE,
      source: '{"version":"build-42"}\n',
    });
  });

  test('each build gets its own id by default', () => {
    const define = (plugin: ReturnType<typeof versionFile>) =>
      (plugin.config as () => { define: Record<string, string> })().define[
        'import.meta.env.VITE_JOURNEY_VERSION'
      ];
    expect(define(versionFile())).not.toBe(define(versionFile()));
  });
});
