/**
 * Every footage source beyond Google Drive behind one registry: the listing of a parsed link and the media
 * of one imported item, each adapter on the one guarded fetch. From the environment: the services' real
 * hosts in the cloud; locally every adapter points at the footage stand-in (CUTROOM_FOOTAGE_STAND_IN), whose
 * origin is the one private origin the guard allows, and plain https links on LOCAL_WEB_HOST are fetched from
 * its `/web`.
 */
import { ENV } from '../../shared/config/env-names';
import type { FootageLink } from '../../shared/domain/footage/footage-link';
import type { FootageSource } from '../../shared/domain/footage/footage-source';
import { env } from '../platform/config/env';
import { plainSecret, secretsManagerSecret, type SecretText } from '../platform/aws/cached-secret';
import { publicAddressGuard } from '../platform/http/guarded-fetch';
import { boxFootage } from './box-footage';
import { dropboxFootage } from './dropbox-footage';
import type { FootageHttp } from './footage-http';
import type { FootageListResult, FootageSourceAdapter, MediaSource } from './footage-port';
import { httpsFootage } from './https-footage';
import { oneDriveFootage } from './onedrive-footage';

/** The host of plain https links that the local system reads from the stand-in's `/web`. */
export const LOCAL_WEB_HOST = 'footage.cutroom.test';

export type LinkSource = Exclude<FootageSource, 'drive'>;

export interface FootageSources {
  /** The videos behind a link of a source other than Drive. */
  list(link: FootageLink & { source: LinkSource }): Promise<FootageListResult>;
  /** What the download worker copies an imported item from. */
  media(source: LinkSource, link: string): MediaSource;
}

export interface FootageSourcesOptions {
  http: FootageHttp;
  /** The stand-in's origin (local): every service's API and content hosts are played there. */
  standIn?: string;
  /** The services' app tokens, each read when a call needs it (a plain value locally, a secret in the cloud). */
  tokens?: FootageTokens;
}

export interface FootageTokens {
  dropbox?: SecretText;
  graph?: SecretText;
  box?: SecretText;
}

/** Where each service's token comes from: its plain variable (local), else its secret's ARN (cloud). */
const TOKEN_VARIABLES = {
  dropbox: { plain: ENV.dropboxToken, secretArn: ENV.dropboxTokenSecretArn, what: 'The Dropbox app token' },
  graph: { plain: ENV.graphToken, secretArn: ENV.graphTokenSecretArn, what: 'The Microsoft Graph app token' },
  box: { plain: ENV.boxToken, secretArn: ENV.boxTokenSecretArn, what: 'The Box app token' },
} as const;

/**
 * The footage services' tokens from the environment: a plain token as it is, a secret's ARN through the
 * one secret reader (Secrets Manager, cached briefly); a service with neither has no token.
 */
export function footageTokensFromEnv(
  all: Readonly<Record<string, string | undefined>>,
  secretOf: (arn: string, what: string) => SecretText = secretsManagerSecret,
): FootageTokens {
  const tokens: FootageTokens = {};
  for (const [service, names] of Object.entries(TOKEN_VARIABLES) as [
    keyof FootageTokens,
    (typeof TOKEN_VARIABLES)[keyof FootageTokens],
  ][]) {
    const plain = all[names.plain];
    const arn = all[names.secretArn];
    if (plain) tokens[service] = plainSecret(plain);
    else if (arn) tokens[service] = secretOf(arn, names.what);
  }
  return tokens;
}

export function footageSources(options: FootageSourcesOptions): FootageSources {
  const { http, standIn, tokens = {} } = options;
  const adapters: Record<LinkSource, FootageSourceAdapter> = {
    dropbox: dropboxFootage({
      http,
      ...(standIn
        ? {
            roots: {
              www: `${standIn}/dropbox/www`,
              api: `${standIn}/dropbox/api`,
              content: `${standIn}/dropbox/content`,
            },
          }
        : {}),
      ...(tokens.dropbox ? { token: tokens.dropbox } : {}),
    }),
    onedrive: oneDriveFootage({
      http,
      ...(standIn ? { root: `${standIn}/graph/v1.0` } : {}),
      ...(tokens.graph ? { token: tokens.graph } : {}),
    }),
    box: boxFootage({
      http,
      ...(standIn ? { root: `${standIn}/box/2.0` } : {}),
      ...(tokens.box ? { token: tokens.box } : {}),
    }),
    https: httpsFootage({
      http,
      ...(standIn
        ? {
            rewrite: (link: string) => {
              const url = new URL(link);
              return url.hostname === LOCAL_WEB_HOST ? `${standIn}/web${url.pathname}${url.search}` : link;
            },
          }
        : {}),
    }),
  };
  return {
    list: (link) => adapters[link.source].list(link),
    media: (source, link) => adapters[source].media(link),
  };
}

let fromEnv: FootageSources | undefined;

/** The registry from the environment, built once. */
export function footageFromEnv(): FootageSources {
  if (fromEnv) return fromEnv;
  const all = env() as Record<string, string | undefined>;
  const standIn = all[ENV.footageStandIn];
  const tokens = footageTokensFromEnv(all);
  fromEnv = footageSources({
    http: { guard: publicAddressGuard(standIn ? { allowedOrigins: [standIn] } : {}) },
    ...(standIn ? { standIn: new URL(standIn).origin } : {}),
    tokens,
  });
  return fromEnv;
}
