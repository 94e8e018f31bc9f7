/**
 * CDK assertions on sharp in the cloud: the bundles leave sharp out (native code), so the function that
 * re-encodes uploaded logos (editor-api's logo confirm) carries a layer holding sharp and its prebuilt
 * linux-arm64 packages under `nodejs/node_modules`, for the functions' own runtime and architecture (what the
 * layer's asset holds is read in function-assets.test.ts, the one test synth that builds assets).
 */
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
});
