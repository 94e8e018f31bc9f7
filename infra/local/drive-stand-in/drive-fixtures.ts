/**
 * Stable ids and credentials of the local Google Drive stand-in, shared by the stand-in, the seed, the
 * integration tests and the SPA journeys. Folder and file ids are 32 characters of the Drive id alphabet, so
 * they pass the spec's 'bare id of 25 or more characters' rule and the '/folders/{id}' link form alike.
 */
export const DRIVE_STAND_IN_FOLDERS = {
  /** Public: the five sample videos plus non-video files (a PDF, a JPEG). The seed's demo project. */
  samples: '1CutroomSampleFolderPublic000001',
  /** Private: 403 with the API key alone, 200 with the bearer token below. Two videos. */
  private: '1CutroomPrivateFolder00000000002',
  /** Does not exist: 404. */
  missing: '1CutroomMissingFolder00000000003',
  /** Public: 250 videos and 10 non-video files, for paging (3 pages at 100 per page). */
  paging: '1CutroomPagingFolderPublic000004',
  /** Public: only non-video files (the 'no videos' message). */
  noVideos: '1CutroomNoVideosFolderPubl000005',
  /** Public: a 1 GiB and a 24 MiB video, generated on the fly (never stored). */
  large: '1CutroomLargeFileFolderPubl00006',
  /** Public: videos whose MIME type Drive reports as octet-stream; only the name-extension query finds them. */
  extensionOnly: '1CutroomExtensionOnlyFolder00007',
  /**
   * Public: the frame-accurate samples, a 23.976 and a 29.97 drop-frame H.264 MP4 with the frame
   * number and SMPTE timecode burnt in. A folder of their own so the sample folder keeps its five videos.
   */
  frameRates: '1CutroomFrameRateFolderPubl00008',
  /**
   * Public: the media fixture set (infra/local/media-fixtures): every frame rate, VFR, rotated,
   * anamorphic, MOV with timecode, MKV, WebM, fragmented, HEVC, ProRes, damaged files, and the big
   * index-at-the-end MP4. Generated on first start (cached); empty when ffmpeg is missing.
   */
  mediaFixtures: '1CutroomMediaFixturesFolder00009',
  /** Public: the same fixtures without the big one (what the fast integration tests import). */
  mediaFixturesSmall: '1CutroomMediaFixturesSmall000010',
} as const;

export const DRIVE_STAND_IN_FILES = {
  /** The sample videos, in folder order. */
  samples: [
    '1CutroomSample01BrandIntro000001',
    '1CutroomSample02ProductDemo00002',
    '1CutroomSample03Interview0000003',
    '1CutroomSample04SocialVertica004',
    '1CutroomSample05OutroTitles00005',
  ],
  /** A non-video file in the sample folder. */
  samplePdf: '1CutroomSampleShotListPdf0000006',
  /** The two videos of the private folder. */
  private: ['1CutroomPrivateVideo000000000001', '1CutroomPrivateVideo000000000002'],
  /** The 1 GiB generated video (valid MP4 header: the sample's moov, then a 1 GiB mdat). */
  large: '1CutroomLargeFile1GiB00000000001',
  /** A 1 GiB generated MOV with its index (moov) at the end (the media bench; needs the media fixtures). */
  largeIndexAtEnd: '1CutroomLargeIndexAtEnd1GiB00001',
  /** A 24 MiB generated video (several multipart parts; the worker crash test). */
  medium: '1CutroomMediumFile24MiB000000001',
  /** Video files reported as application/octet-stream. */
  extensionOnly: ['1CutroomExtOnlyVideo000000000001', '1CutroomExtOnlyVideo000000000002'],
  /** The frame-rate folder's videos: 23.976 non-drop (tmcd 00:00:00:00), 29.97 drop-frame (tmcd 01:00:00;00). */
  frameRates: ['1CutroomFrameCounter23976Ndf0001', '1CutroomFrameCounter2997Df000002'],
} as const;

/** The frame-rate samples (infra/local/sample-media, made by make-samples.sh), in folder order. */
export const DRIVE_STAND_IN_FRAME_RATE_SAMPLES = [
  '06-frame-counter-23976',
  '07-frame-counter-2997df',
] as const;

/** Paging folder: 250 videos, ids from `pagingVideoId(i)`. */
export const DRIVE_STAND_IN_PAGING_VIDEO_COUNT = 250;
export const DRIVE_STAND_IN_PAGING_OTHER_COUNT = 10;

/** Exactly 1 GiB. */
export const DRIVE_STAND_IN_LARGE_FILE_SIZE = 1024 * 1024 * 1024;
/** Exactly 24 MiB. */
export const DRIVE_STAND_IN_MEDIUM_FILE_SIZE = 24 * 1024 * 1024;

/** The API key the stand-in accepts (`key=`); any other key answers 400 like Drive. */
export const DRIVE_STAND_IN_API_KEY = 'local-drive-api-key';
/** The OAuth access token the stand-in accepts (`Authorization: Bearer …`); others answer 401. */
export const DRIVE_STAND_IN_ACCESS_TOKEN = 'local-drive-access-token';

/** Paths of the control endpoints (tests and the local system). */
export const DRIVE_STAND_IN_CONTROL = {
  faults: '/__control/faults',
  requests: '/__control/requests',
} as const;

/** Id of the i-th (from 1) video of the paging folder. */
export function pagingVideoId(index: number): string {
  return `1CutroomPagingVideo${String(index).padStart(13, '0')}`;
}
