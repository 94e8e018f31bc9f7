/**
 * Pictures of the notes' frames for the PDF report, taken in the browser from the version's stored file (a
 * signed media URL the bucket answers with CORS): one hidden, muted <video>, a seek to each frame's middle, the
 * picture drawn on a canvas and kept as JPEG. Nothing is uploaded and the server does no work. A file the
 * browser cannot read (a Drive-only version, a format it does not decode, a canvas the browser taints) gives
 * no pictures: the report shows 'No preview' boxes instead of failing.
 */
const CAPTURE_WIDTH = 480;
const JPEG_QUALITY = 0.8;
const LOAD_TIMEOUT_MS = 20_000;
const SEEK_TIMEOUT_MS = 10_000;

export interface FrameRequest {
  id: string;
  seconds: number;
}

function once(video: HTMLVideoElement, event: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Timed out waiting for ${event}`));
    }, timeoutMs);
    const onEvent = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error('The video could not be read'));
    };
    const cleanup = () => {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
    };
    video.addEventListener(event, onEvent, { once: true });
    video.addEventListener('error', onError, { once: true });
  });
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new Error('No picture'));
        blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/**
 * Captures the requested frames in order (one seek at a time), reporting progress after each. Answers the
 * pictures it could take, by request id.
 */
export async function captureFrames(
  url: string,
  requests: readonly FrameRequest[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Map<string, Uint8Array>> {
  const frames = new Map<string, Uint8Array>();
  if (requests.length === 0) return frames;
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  video.muted = true;
  video.preload = 'auto';
  video.playsInline = true;
  try {
    const loaded = once(video, 'loadeddata', LOAD_TIMEOUT_MS);
    video.src = url;
    video.load();
    await loaded;
  } catch {
    video.removeAttribute('src');
    onProgress(requests.length);
    return frames;
  }
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, CAPTURE_WIDTH / (video.videoWidth || CAPTURE_WIDTH));
  canvas.width = Math.max(1, Math.round((video.videoWidth || CAPTURE_WIDTH) * scale));
  canvas.height = Math.max(1, Math.round((video.videoHeight || (CAPTURE_WIDTH * 9) / 16) * scale));
  const context = canvas.getContext('2d');
  try {
    for (const [i, request] of requests.entries()) {
      if (signal?.aborted) break;
      try {
        const seeked = once(video, 'seeked', SEEK_TIMEOUT_MS);
        video.currentTime = Math.min(request.seconds, Math.max(0, (video.duration || Infinity) - 0.001));
        await seeked;
        if (!context) throw new Error('No canvas');
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        frames.set(request.id, await toJpeg(canvas));
      } catch (error) {
        // A tainted canvas (no CORS) will refuse every frame: stop trying.
        if (error instanceof DOMException && error.name === 'SecurityError') {
          onProgress(requests.length);
          break;
        }
      }
      onProgress(i + 1);
    }
  } finally {
    video.removeAttribute('src');
    video.load();
  }
  return frames;
}
