#!/usr/bin/env bash
# Makes the sample videos served by the local Drive stand-in: short, visibly different H.264/AAC MP4s
# (one portrait, for phones) with JPEG thumbnails. Needs Debian's ffmpeg. The outputs are committed, so
# this only runs when the samples change: `npm run media`.
set -euo pipefail
cd "$(dirname "$0")"
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }

font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)
label() { # text -> drawtext filter (or nothing when no font is installed)
  if [ -n "$font" ] && [ -f "$font" ]; then
    printf ",drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=h/12:box=1:boxcolor=black@0.55:boxborderw=12:x=(w-text_w)/2:y=h-text_h-h/10,drawtext=fontfile=%s:text='%%{pts\\\\:hms}':fontcolor=white:fontsize=h/16:x=16:y=16:box=1:boxcolor=black@0.5:boxborderw=6" "$font" "$1" "$font"
  fi
}

make() { # name source seconds size freq title
  local name=$1 src=$2 secs=$3 size=$4 freq=$5 title=$6
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "${src}:size=${size}:rate=25" \
    -f lavfi -i "sine=frequency=${freq}:sample_rate=44100" \
    -t "$secs" -vf "format=yuv420p$(label "$title")" \
    -c:v libx264 -profile:v main -preset veryfast -crf 32 -g 50 \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart -shortest "${name}.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "${name}.mp4" -frames:v 1 -vf "scale=320:-2" -q:v 5 "${name}.jpg"
}

make 01-brand-intro "testsrc2=duration=60" 8 640x360 440 'Brand intro - cut 3'
make 02-product-demo "smptebars=duration=60" 12 640x360 523 'Product demo'
make 03-interview "mandelbrot=maxiter=200" 10 640x360 330 'Interview A-roll'
make 04-social-vertical "testsrc=duration=60" 9 360x640 660 'Social 9x16'
make 05-outro-titles 'life=mold=10:ratio=0.1:death_color=#4C1D95:life_color=#F59E0B' 6 640x360 262 'Outro titles'

# Frame-accurate samples: a burnt-in frame counter and SMPTE timecode on every frame, so a test can
# read which frame is on screen. 23.976 (non-drop) and 29.97 (drop-frame, with a QuickTime tmcd start
# timecode of 01:00:00;00). Served from their own stand-in folder (drive-fixtures.ts: frameRates).
mono=$(fc-match -f '%{file}' 'DejaVu Sans Mono:bold' 2>/dev/null || true)
counter() { # rate start-timecode title -> drawtext filters with frame number and timecode
  if [ -n "$mono" ] && [ -f "$mono" ]; then
    printf ",drawtext=fontfile=%s:text='frame %%{frame_num}':start_number=0:fontcolor=white:fontsize=h/8:box=1:boxcolor=black@0.7:boxborderw=10:x=(w-text_w)/2:y=h/5" "$mono"
    printf ",drawtext=fontfile=%s:timecode='%s':rate=%s:fontcolor=yellow:fontsize=h/10:box=1:boxcolor=black@0.7:boxborderw=8:x=(w-text_w)/2:y=h/5+h/6" "$mono" "${2//:/\\:}" "$1"
    printf ",drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=h/14:x=(w-text_w)/2:y=h-text_h-h/10:box=1:boxcolor=black@0.55:boxborderw=8" "$mono" "$3"
  fi
}
make_counter() { # name rate start-timecode seconds title
  local name=$1 rate=$2 tc=$3 secs=$4 title=$5
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=640x360:rate=${rate}" \
    -f lavfi -i "sine=frequency=392:sample_rate=44100" \
    -t "$secs" -vf "format=yuv420p$(counter "$rate" "$tc" "$title")" \
    -c:v libx264 -profile:v main -preset veryfast -crf 30 -g 24 -r "$rate" \
    -c:a aac -b:a 48k -ac 1 -timecode "$tc" -movflags +faststart -shortest "${name}.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "${name}.mp4" -frames:v 1 -vf "scale=320:-2" -q:v 5 "${name}.jpg"
}
make_counter 06-frame-counter-23976 24000/1001 '00:00:00:00' 5 '23.976 fps NDF'
make_counter 07-frame-counter-2997df 30000/1001 '01:00:00;00' 5 '29.97 fps DF'

ls -la ./*.mp4 ./*.jpg
du -ch ./*.mp4 ./*.jpg | tail -1
