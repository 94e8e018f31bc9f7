/**
 * CDK assertions on sharp in the cloud: the bundles leave sharp out (native code), so the function that
 * re-encodes uploaded logos (editor-api's logo confirm) carries a layer holding sharp and its prebuilt
 * linux-arm64 packages under `nodejs/node_modules`, for the functions' own runtime and architecture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAMBDA_EXTERNAL_MODULES } from '../../infra/stack/lambda-bundling';
import { HTTP_FUNCTIONS } from '../../infra/stack/function-table';
import { defaultStackOnce, functionIdOf, ofType, props } from './template-helpers';

const synth = defaultStackOnce();

const layerOf = () => {
  const layers = ofType(synth().resources, 'AWS::Lambda::LayerVersion').filter(([id]) =>
    id.startsWith('SharpLayer'),
  );
  expect(layers).toHaveLength(1);
  return layers[0]!;
};

const layersOfFunction = (name: string) => {
  const resources = synth().resources;
  return JSON.stringify(props(resources[functionIdOf(resources, name)]!).Layers ?? []);
};

describe('sharp in the cloud', () => {
  it('the bundles leave sharp out, so it must come from a layer', () => {
    expect(LAMBDA_EXTERNAL_MODULES).toContain('sharp');
  });

  it('the function that confirms logo uploads carries the sharp layer; functions that do not re-encode do not', () => {
    const [layerId] = layerOf();
    expect(HTTP_FUNCTIONS['editor-api'].layers).toContain('sharp');
    expect(layersOfFunction('editor-api')).toContain(layerId);
    for (const other of ['review-api', 'public-api', 'download-video', 'notify']) {
      expect(layersOfFunction(other), other).not.toContain(layerId);
    }
  });

  it('the layer is for Node.js 24 on arm64, as the functions run', () => {
    const [, layer] = layerOf();
    expect(props(layer)).toMatchObject({
      CompatibleRuntimes: ['nodejs24.x'],
      CompatibleArchitectures: ['arm64'],
    });
  });

  it('the layer asset holds sharp, its dependencies and the linux-arm64 binding and libvips', () => {
    const [, layer] = layerOf();
    // The layer's code is the asset `<hash>.zip`, staged in the cloud assembly as `asset.<hash>/`.
    const key = (props(layer).Content as { S3Key?: string } | undefined)?.S3Key;
    expect(key).toMatch(/\.zip$/);
    const modules = join(
      synth().assemblyDir,
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
