/**
 * The shared links the local footage stand-in answers, in the shapes the real services give them, shared by
 * the stand-in, the integration tests and the browser journeys. Each names sample videos of
 * infra/local/sample-media; the web host below is the plain-https server the stand-in plays locally.
 */
import { LOCAL_WEB_HOST } from '../../../functions/footage/footage-sources';

export const FOOTAGE_STAND_IN_TOKEN = 'local-footage-app-token';

/** The host of plain https links the local system fetches from the stand-in's `/web` instead. */
export const FOOTAGE_STAND_IN_WEB_HOST = LOCAL_WEB_HOST;

export const FOOTAGE_STAND_IN_LINKS = {
  dropboxFile:
    'https://www.dropbox.com/scl/fi/q7c2localcutroom01/brand-intro.mp4?rlkey=localrlkey0000000000001&st=local001&dl=0',
  dropboxFolder:
    'https://www.dropbox.com/scl/fo/q7c2localcutroom02/AAB7localFolderKey02?rlkey=localrlkey0000000000002&dl=0',
  /** A Dropbox link whose rlkey is wrong: Dropbox answers 404 to it. */
  dropboxWrongKey: 'https://www.dropbox.com/scl/fi/q7c2localcutroom01/brand-intro.mp4?rlkey=wrongkey&dl=0',
  oneDriveFile: 'https://1drv.ms/v/s!AkCutroomLocalFile0003',
  oneDriveFolder: 'https://1drv.ms/f/s!AkCutroomLocalFolder004',
  sharePointFile: 'https://cutroom.sharepoint.com/:v:/s/Post/EcutroomLocalSharePointFile05?e=local5',
  boxFile: 'https://app.box.com/s/cutroomlocalboxfile000000000006',
  boxFolder: 'https://app.box.com/s/cutroomlocalboxfolder0000000007',
  webFile: `https://${FOOTAGE_STAND_IN_WEB_HOST}/renders/product-demo.mp4`,
  /** 50 GB declared: refused from its headers. */
  webTooLarge: `https://${FOOTAGE_STAND_IN_WEB_HOST}/renders/feature-master.mov`,
  /** Served as text/html (a login page). */
  webHtml: `https://${FOOTAGE_STAND_IN_WEB_HOST}/renders/login-wall.mp4`,
  /** Served as video/mp4 but ZIP bytes. */
  webNotVideo: `https://${FOOTAGE_STAND_IN_WEB_HOST}/renders/archive.mp4`,
  /** Redirects to 127.0.0.1 (another port). */
  webToLoopback: `https://${FOOTAGE_STAND_IN_WEB_HOST}/moved/loopback.mp4`,
  /** Redirects to the cloud metadata address. */
  webToMetadata: `https://${FOOTAGE_STAND_IN_WEB_HOST}/moved/metadata.mp4`,
  /** Redirects once, to another file of the stand-in (allowed). */
  webMoved: `https://${FOOTAGE_STAND_IN_WEB_HOST}/moved/product-demo.mp4`,
} as const;

/** The sample each file link serves, and each folder's files (a non-video among them). */
export const FOOTAGE_STAND_IN_SAMPLES = {
  dropboxFile: '01-brand-intro',
  dropboxFolder: ['02-product-demo', '03-interview'],
  oneDriveFile: '04-social-vertical',
  oneDriveFolder: ['01-brand-intro', '05-outro-titles'],
  sharePointFile: '03-interview',
  boxFile: '05-outro-titles',
  boxFolder: ['02-product-demo', '04-social-vertical'],
  webFile: '02-product-demo',
} as const;

export const FOOTAGE_STAND_IN_TOO_LARGE_BYTES = 50 * 1024 * 1024 * 1024;
