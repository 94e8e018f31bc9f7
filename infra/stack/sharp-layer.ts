/**
 * sharp (libvips) for the functions that re-encode images (the logo confirm of Settings › Branding): a Lambda
 * layer with `nodejs/node_modules/sharp`, its JavaScript dependencies and its prebuilt native packages for
 * linux-arm64 (the functions' architecture, app-function.ts). The bundles leave `sharp` out
 * (lambda-bundling.ts): its native binding cannot travel inside an esbuild bundle, and Node.js 18+ on Lambda
 * resolves an ES module's `import('sharp')` from a layer's `nodejs/node_modules`.
 *
 * The layer's folder is assembled once per sharp version under node_modules/.cache and reused by every synth
 * (so `cdk synth` in the tests stays fast): sharp and its JavaScript dependencies are copied from the
 * installed node_modules; the linux-arm64 packages, which npm installs only on that platform, are fetched with
 * `npm pack` from the npm registry at the exact versions sharp pins, and their integrity is checked against
 * package-lock.json before they are unpacked.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Construct } from 'constructs';

/** The platform the functions run on (app-function.ts: arm64, glibc). */
export const SHARP_LAYER_PLATFORM = 'linux-arm64';
/** sharp's native packages for that platform. */
const NATIVE_PACKAGES = [`@img/sharp-${SHARP_LAYER_PLATFORM}`, `@img/sharp-libvips-${SHARP_LAYER_PLATFORM}`];

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The installed folder of `name` as Node resolves it from `from` (a package folder). */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (npm ci)`);
  }
}

/** What the layer holds: sharp's version and the exact versions of the native packages it pins. */
export function sharpLayerPackages(repoRoot: string): {
  sharpVersion: string;
  natives: { name: string; version: string; integrity: string | undefined }[];
} {
  const sharp = readJson<PackageJson>(join(packageDir('sharp', repoRoot), 'package.json'));
  const lock = readJson<{ packages: Record<string, { version?: string; integrity?: string }> }>(
    join(repoRoot, 'package-lock.json'),
  );
  return {
    sharpVersion: sharp.version,
    natives: NATIVE_PACKAGES.map((name) => {
      const version = sharp.optionalDependencies?.[name];
      if (!version) throw new Error(`sharp ${sharp.version} no longer names ${name}: update sharp-layer.ts`);
      const locked = lock.packages[`node_modules/${name}`];
      return { name, version, integrity: locked?.version === version ? locked.integrity : undefined };
    }),
  };
}

function integrityOf(file: string, algorithm: string): string {
  return `${algorithm}-${createHash(algorithm).update(readFileSync(file)).digest('base64')}`;
}

/** The layer's folder (`<dir>/nodejs/node_modules/...`), assembled on first use for this sharp version. */
export function sharpLayerDir(repoRoot: string): string {
  const { sharpVersion, natives } = sharpLayerPackages(repoRoot);
  // No dot in the folder's name: the assembly stages an asset folder under its name's extension.
  const folder = `sharp-${sharpVersion.replaceAll('.', '_')}-${SHARP_LAYER_PLATFORM}`;
  const dir = join(repoRoot, 'node_modules', '.cache', 'cutroom-sharp-layer', folder);
  if (existsSync(join(dir, '.complete'))) return dir;

  const building = mkdtempSync(join(tmpdir(), 'cutroom-sharp-layer-'));
  try {
    const modules = join(building, 'nodejs', 'node_modules');
    const sharpDir = packageDir('sharp', repoRoot);
    cpSync(sharpDir, join(modules, 'sharp'), { recursive: true, dereference: true });
    const sharp = readJson<PackageJson>(join(sharpDir, 'package.json'));
    for (const name of Object.keys(sharp.dependencies ?? {})) {
      cpSync(packageDir(name, sharpDir), join(modules, name), { recursive: true, dereference: true });
    }
    const packs = join(building, 'packs');
    mkdirSync(packs);
    for (const native of natives) {
      const out = execFileSync(
        'npm',
        ['pack', `${native.name}@${native.version}`, '--pack-destination', packs, '--json', '--silent'],
        { cwd: building, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const [packed] = JSON.parse(out) as { filename: string }[];
      if (!packed) throw new Error(`npm pack ${native.name} gave nothing`);
      const tarball = join(packs, packed.filename);
      if (native.integrity) {
        const algorithm = native.integrity.split('-')[0] ?? 'sha512';
        if (integrityOf(tarball, algorithm) !== native.integrity) {
          throw new Error(`${native.name}@${native.version} does not match package-lock.json's integrity`);
        }
      }
      const target = join(modules, native.name);
      mkdirSync(target, { recursive: true });
      execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    }
    rmSync(packs, { recursive: true, force: true });
    writeFileSync(join(building, '.complete'), `${sharpVersion} ${SHARP_LAYER_PLATFORM}\n`);
    mkdirSync(dirname(dir), { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(building, dir);
    } catch {
      // Another synth finished the same folder first (or /tmp is another file system): copy instead.
      if (!existsSync(join(dir, '.complete'))) cpSync(building, dir, { recursive: true });
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

export interface SharpLayerProps {
  readonly repoRoot: string;
  readonly stage: string;
  readonly removalPolicy: RemovalPolicy;
}

/** The layer the image re-encoding functions carry (function-table.ts `layers: ['sharp']`). */
export class SharpLayer extends Construct {
  readonly layer: LayerVersion;

  constructor(scope: Construct, id: string, props: SharpLayerProps) {
    super(scope, id);
    const { sharpVersion } = sharpLayerPackages(props.repoRoot);
    this.layer = new LayerVersion(this, 'Layer', {
      description: `Cutroom ${props.stage}: sharp ${sharpVersion} (${SHARP_LAYER_PLATFORM})`,
      code: Code.fromAsset(sharpLayerDir(props.repoRoot), { exclude: ['.complete'] }),
      compatibleRuntimes: [Runtime.NODEJS_24_X],
      compatibleArchitectures: [Architecture.ARM_64],
      removalPolicy: props.removalPolicy,
    });
  }
}
