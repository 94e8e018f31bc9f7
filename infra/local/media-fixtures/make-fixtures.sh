#!/usr/bin/env bash
# Makes the media fixture set: the files cameras and edit suites produce, short and small, into
# OUT_DIR (default .media-fixtures/ at the repo root, git-ignored). Cached: the outputs are kept while this
# script's content hash is unchanged (OUT_DIR/.script-hash), so only an edited script regenerates them.
# Served by the local Drive stand-in as one folder (drive-fixtures.ts: mediaFixtures). Needs Debian's ffmpeg.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/../../../.media-fixtures"}
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
hash=$(sha256sum "$here/make-fixtures.sh" | cut -d' ' -f1)
mkdir -p "$out"
# Local systems that start at once (npm start beside a test run, two test runs) share the set: one makes it
# while the others wait, then find it made. Without the lock, one read a half-written MOV as its template.
exec 9>"$out/.lock"
flock 9
if [ -f "$out/.script-hash" ] && [ "$(cat "$out/.script-hash")" = "$hash" ]; then exit 0; fi
rm -f "$out"/.script-hash
cd "$out"

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
# testsrc2 picture + a sine tone, $1 size, $2 rate, $3 seconds; the rest are output options.
src() { local size=$1 rate=$2 secs=$3; shift 3
  ff -f lavfi -i "testsrc2=size=${size}:rate=${rate}" -f lavfi -i "sine=frequency=440:sample_rate=48000" -t "$secs" "$@"; }
h264=(-c:v libx264 -preset ultrafast -crf 30 -pix_fmt yuv420p -c:a aac -b:a 64k -ac 2)

src 640x360 24000/1001 2 "${h264[@]}" -movflags +faststart h264-23976.mp4
src 640x360 25 2 "${h264[@]}" -movflags +faststart h264-25.mp4
src 640x360 30000/1001 2 "${h264[@]}" -timecode '01:00:00;00' -movflags +faststart h264-2997df.mov
src 640x360 60000/1001 2 "${h264[@]}" -movflags +faststart h264-5994.mp4
# Variable frame rate: every frame's timestamp drawn from a wobbling clock (passthrough keeps them).
ff -f lavfi -i "testsrc2=size=640x360:rate=30,setpts='N/30/TB+0.02*sin(N)/TB'" -t 2 -fps_mode passthrough \
  -c:v libx264 -preset ultrafast -crf 30 -pix_fmt yuv420p -movflags +faststart vfr.mp4
# A phone clip: 1280x720 coded, display matrix rotated 90° (plays portrait).
# (ffmpeg 5.1 writes the rotate tag as a display matrix only when remuxing.)
src 1280x720 30 2 "${h264[@]}" -movflags +faststart phone-unrotated.tmp.mp4
ff -i phone-unrotated.tmp.mp4 -c copy -metadata:s:v:0 rotate=90 -movflags +faststart phone-rotated.mp4
rm phone-unrotated.tmp.mp4
# Anamorphic: 1440x1080 stored, 4:3 pixels (displays 1920x1080).
src 1440x1080 25 1 "${h264[@]}" -vf "setsar=4/3" -movflags +faststart anamorphic.mp4
# QuickTime MOV with a tmcd start timecode of 01:00:00:00.
src 640x360 25 2 "${h264[@]}" -timecode '01:00:00:00' camera-timecode.mov
src 640x360 25 2 -c:v libx264 -preset ultrafast -crf 30 -pix_fmt yuv420p -c:a libvorbis matroska.mkv
src 640x360 25 2 -c:v libvpx-vp9 -deadline realtime -cpu-used 8 -b:v 300k -c:a libopus webm-vp9.webm
src 640x360 25 2 "${h264[@]}" -movflags +frag_keyframe+empty_moov+default_base_moof -g 25 fragmented.mp4
src 640x360 25 2 -c:v libx265 -preset ultrafast -crf 32 -pix_fmt yuv420p -tag:v hvc1 -c:a aac -b:a 64k \
  -x265-params log-level=error -movflags +faststart hevc.mp4
src 640x360 25 1 -c:v prores_ks -profile:v 2 -pix_fmt yuv422p10le -c:a pcm_s16le prores.mov
# Index at the end beyond 32 MiB: big by bitrate (lossless noise), not by duration; no faststart.
ff -f lavfi -i "nullsrc=size=1280x720:rate=25,geq=random(1)*255:128:128" -t 1.2 \
  -c:v libx264 -preset ultrafast -qp 0 -pix_fmt yuv420p moov-at-end-big.mp4
# Frame-counter fixtures for frame accuracy: on every frame its index counted from the first video frame,
# burnt in as text and as an 11-bit strip of white/black squares (bit k at x=8+28k, y=8, 24x24; the test reads
# it from the picture), whatever the stream's timestamps say.
mono=$(fc-match -f '%{file}' 'DejaVu Sans Mono:bold' 2>/dev/null || true)
counter="format=yuv420p,drawbox=x=0:y=0:w=320:h=40:color=black:t=fill"
for k in $(seq 0 10); do
  counter+=",drawbox=x=$((8 + k * 28)):y=8:w=24:h=24:color=white:t=fill:enable='eq(mod(floor(n/$((1 << k))),2),1)'"
done
if [ -n "$mono" ] && [ -f "$mono" ]; then
  counter+=",drawtext=fontfile=$mono:text='frame %{frame_num}':start_number=0:fontcolor=white:fontsize=h/8"
  counter+=":box=1:boxcolor=black@0.7:boxborderw=10:x=(w-text_w)/2:y=h/3"
fi
# Late video starts, as encoders make them: a fragmented MP4 with B-frames and no edit list (its first frame
# is presented at 0.080 s), and a Matroska file with AAC (the audio's priming moves the video to 0.021 s).
# 150 frames at 25 fps each.
late=(-frames:v 150 -t 6 -vf "$counter" -c:v libx264 -preset veryfast -crf 30 -g 25 -c:a aac -b:a 64k -ac 2)
src 640x360 25 6 "${late[@]}" -movflags +frag_keyframe+empty_moov+default_base_moof late-start-fragmented.mp4
src 640x360 25 6 "${late[@]}" late-start.mkv
# Variable frame rate with a known frame-time list (in 1/30 s): frames 0-23 every 1/30 s, 24-47 every 4/30 s,
# 48-71 every 1/30 s again (fixtures.ts: VFR_COUNTER_FRAME_TICKS). No B-frames: Chromium cannot seek to the
# B-frames just before a keyframe (it shows the keyframe), which is not what this file is about.
ff -f lavfi -i "testsrc2=size=640x360:rate=30" -f lavfi -i "sine=frequency=440:sample_rate=48000" -frames:v 72 \
  -t 4.8 -vf "settb=1/30,setpts='if(lt(N,24),N,if(lt(N,48),24+4*(N-24),120+(N-48)))',$counter" \
  -fps_mode passthrough -enc_time_base:v 1:30 "${h264[@]/ultrafast/veryfast}" -g 30 -bf 0 -movflags +faststart \
  vfr-counter.mp4
# The same variable-rate counter as a fragmented MP4 (a fragment every 12 frames: the frame times span many
# moofs) and as Matroska (block timestamps in milliseconds).
vfr_counter=(-f lavfi -i "testsrc2=size=640x360:rate=30" -f lavfi -i "sine=frequency=440:sample_rate=48000"
  -frames:v 72 -t 4.8 -vf "settb=1/30,setpts='if(lt(N,24),N,if(lt(N,48),24+4*(N-24),120+(N-48)))',$counter"
  -fps_mode passthrough -enc_time_base:v 1:30 "${h264[@]/ultrafast/veryfast}" -bf 0)
ff "${vfr_counter[@]}" -g 12 -movflags +frag_keyframe+empty_moov+default_base_moof vfr-counter-fragmented.mp4
ff "${vfr_counter[@]}" -g 30 vfr-counter.mkv
# A long variable rate: 4,200 frames alternating 1/30 s and 2/30 s (4,200 runs of equal durations), tiny.
ff -f lavfi -i "testsrc2=size=160x90:rate=30" -frames:v 4200 \
  -vf "settb=1/30,setpts='3*floor(N/2)+mod(N,2)'" -fps_mode passthrough -enc_time_base:v 1:30 \
  -c:v libx264 -preset ultrafast -crf 40 -pix_fmt yuv420p -bf 0 vfr-long.mkv
# Damaged and not-a-video files.
: > empty.mp4
head -c "$(( $(stat -c %s h264-25.mp4) * 2 / 5 ))" h264-25.mp4 > truncated.mp4
ff -f lavfi -i "sine=frequency=440:sample_rate=48000" -t 2 -c:a aac -b:a 64k -f mp4 audio-only.mp4

echo "$hash" > .script-hash
