/**
 * What the synthesized assets hold, from the one test synth that bundles (the other CDK tests assert on templates
 * and skip bundling): every function's bundle loads on its own, the download worker carries the media probe's
 * WebAssembly, and the sharp layer holds sharp for the functions' runtime and architecture.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultStackOnce, functionAssetDir, ofType, productFunctions, props } from './template-helpers';

const stack = defaultStackOnce({ bundle: true });

describe('the bundled assets of the stack of this repository', () => {
  it("ships the media probe's WebAssembly module beside the download worker's bundle", () => {
    const synth = stack();
    const worker = productFunctions(synth.resources).get('download-video');
    expect(worker).toBeDefined();
    if (!worker) return;
    expect(existsSync(join(functionAssetDir(synth, worker), 'MediaInfoModule.wasm'))).toBe(true);
  });

  it('bundles every product function into an ES module that loads on its own and exports `handler`', () => {
    const synth = stack();
    // Copied outside the repository so nothing resolves from node_modules, and loaded by a plain Node process
    // (as Lambda does): the bundle must be self-contained.
    const outside = mkdtempSync(join(tmpdir(), 'cutroom-bundle-'));
    for (const [name, id] of productFunctions(synth.resources)) {
      const target = join(outside, name, 'index.mjs');
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(functionAssetDir(synth, id), 'index.mjs'), target);
      const check = `import(${JSON.stringify(pathToFileURL(target).href)}).then((m) => console.log(typeof m.handler))`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', check], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.stderr, name).toBe('');
      expect(run.stdout.trim(), name).toBe('function');
    }
  }, 120_000);

  it('the layer asset holds sharp, its dependencies and the linux-arm64 binding and libvips', () => {
    const layers = ofType(stack().resources, 'AWS::Lambda::LayerVersion').filter(([id]) =>
      id.startsWith('SharpLayer'),
    );
    expect(layers).toHaveLength(1);
    const [, layer] = layers[0]!;
    // The layer's code is the asset `<hash>.zip`, staged in the cloud assembly as `asset.<hash>/`.
    const key = (props(layer).Content as { S3Key?: string } | undefined)?.S3Key;
    expect(key).toMatch(/\.zip$/);
    const modules = join(
      stack().assemblyDir,
      `asset.${key!.replace(/\.zip$/, '')}`,
      'nodejs',
      'node_modules',
    );
    const sharp = JSON.parse(readFileSync(join(modules, 'sharp', 'package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
      optionalDependencies: Record<string, string>;
    };
    for (const dependency of Object.keys(sharp.dependencies)) {
      expect(existsSync(join(modules, dependency, 'package.json')), dependency).toBe(true);
    }
    const binding = JSON.parse(
      readFileSync(join(modules, '@img', 'sharp-linux-arm64', 'package.json'), 'utf8'),
    ) as { version: string; cpu: string[]; os: string[] };
    expect(binding).toMatchObject({ version: sharp.version, cpu: ['arm64'], os: ['linux'] });
    // The native binding is an ELF object for AArch64 (e_machine 183), not the build machine's x64 one.
    const native = readFileSync(
      join(modules, '@img', 'sharp-linux-arm64', 'lib', `sharp-linux-arm64-${sharp.version}.node`),
    );
    expect(native.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    expect(native.readUInt16LE(18)).toBe(183);
    const libvips = join(modules, '@img', 'sharp-libvips-linux-arm64');
    expect(
      JSON.parse(readFileSync(join(libvips, 'package.json'), 'utf8')) as { version: string },
    ).toMatchObject({ version: sharp.optionalDependencies['@img/sharp-libvips-linux-arm64'] });
    expect(existsSync(join(libvips, 'lib'))).toBe(true);
  });
});
