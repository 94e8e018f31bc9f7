import mediaInfoFactory from 'mediainfo.js';
import { open, stat } from 'node:fs/promises';
const mi = await mediaInfoFactory({ format: 'object' });
const keep = ['@type','Format','Format_Profile','CodecID','Duration','Width','Height','PixelAspectRatio','Rotation','FrameRate_Mode','FrameRate_Num','FrameRate_Den','FrameRate','FrameCount','BitDepth','TimeCode_FirstFrame','IsTruncated','extra','Delay','Delay_DropFrame','Format_Commercial_IfAny'];
for (const f of process.argv.slice(2)) {
  const size = (await stat(f)).size;
  const fh = await open(f, 'r');
  let reads = 0, bytes = 0;
  const t0 = Date.now();
  const r = await mi.analyzeData(size, async (chunk, offset) => { reads++; const b = Buffer.alloc(Math.max(0,Math.min(chunk, size - offset))); bytes += b.length; await fh.read(b, 0, b.length, offset); return b; });
  await fh.close();
  console.log('=====', f, 'reads', reads, 'bytes', bytes, 'ms', Date.now()-t0);
  for (const t of r.media?.track ?? []) console.log(JSON.stringify(Object.fromEntries(Object.entries(t).filter(([k]) => keep.includes(k)))));
}
mi.close();
