#!/usr/bin/env bash
# Generates the short test clips the browser tests play by name (test/video-player/clips.ts),
# served by the stand-in video-delivery host (demo/stand-in/media-host.js) beside the demo's
# explainers (make-explainers.js); no stand-in record points at them. Six synthetic clips, each as
#   clips/<clip>/master.m3u8         HLS master playlist (2 renditions)
#   clips/<clip>/360p/index.m3u8     media playlist + seg-NNN.ts (640x360)
#   clips/<clip>/180p/index.m3u8     media playlist + seg-NNN.ts (320x180)
#   clips/<clip>/subs/en.m3u8 + .vtt WebVTT subtitles (subtitled clip only)
#   clips/<clip>/medium.mp4          640x360 H.264/AAC, faststart
#   clips/<clip>/thumbnail.jpg       640x360 JPEG taken at 2 s
#   clips/<clip>/animated.gif        240x135, 2 s at 8 fps
# plus test-clips.json (durations and renditions, read by the stand-in tests).
#
# Idempotent: wipes and regenerates these six folders of clips/. Needs ffmpeg + ffprobe.
# Usage: demo/media/make-test-clips.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/clips"
manifest="$here/test-clips.json"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

command -v ffmpeg >/dev/null || { echo 'ffmpeg not found' >&2; exit 1; }
command -v ffprobe >/dev/null || { echo 'ffprobe not found' >&2; exit 1; }

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
probe() { ffprobe -v error -of default=noprint_wrappers=1:nokey=1 "$@"; }

# drawtext needs a font file; fall back to no overlay text if none is installed.
font_bold=''
font_mono=''
for f in /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
  /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf; do
  [[ -f $f ]] && { font_bold=$f; break; }
done
for f in /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf \
  /usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf; do
  [[ -f $f ]] && { font_mono=$f; break; }
done
if [[ -z $font_bold || -z $font_mono ]]; then
  echo 'warning: no DejaVu/Liberation font found, clips get no text overlay' >&2
fi

# slug | title | lavfi video source (640x360 @ 25 fps) | seconds | tone Hz
clips=(
  'market-basics|Market Basics|testsrc2=s=640x360:r=25|6|440'
  'compound-growth|Compound Growth|mandelbrot=s=640x360:r=25|6|523'
  'sector-rotation|Sector Rotation|smptehdbars=s=640x360:r=25|5|587'
  'crypto-cycles|Crypto Cycles|life=s=160x90:mold=10:r=25:ratio=0.1:seed=20240305:death_color=#C83232:life_color=#00ff00,scale=640:360:flags=neighbor|6|659'
  'retirement-runway|Retirement Runway|gradients=s=640x360:r=25:speed=0.02:seed=7:c0=0x1f4e79:c1=0xf2c14e:c2=0x2e8b57|7|698'
  'options-greeks|Options Greeks|sierpinski=s=160x90:r=25:type=carpet:seed=42,scale=640:360:flags=neighbor,format=rgb24,lutrgb=r=val*0.25+10:g=val*0.55+40:b=val*0.8+50|6|784'
)
subtitled='market-basics'

# Rendition ladder: name | width | height | crf | maxrate (kbit/s)
renditions=(
  '360p|640|360|28|300'
  '180p|320|180|29|110'
)
gop=50 # 2 s at 25 fps: every segment starts with a keyframe
# No B-frames: the first frame is at 0, so no player seeks over a gap as it starts (WebKitGTK's
# MediaSource can deadlock on such a seek: docs/browsers.md).
# One thread: x264's VBV with frame threads is not deterministic, and reruns should not churn git.
x264=(-c:v libx264 -threads 1 -preset medium -profile:v main -level:v 3.0 -pix_fmt yuv420p
  -g "$gop" -keyint_min "$gop" -sc_threshold 0 -force_key_frames 'expr:gte(t,n_forced*2)' -bf 0)
aac=(-c:a aac -b:a 32k -ac 1 -ar 48000)
# ffmpeg's AAC encoder stamps its first frame (1024 samples of priming) before the sound; in
# MPEG-TS that moved the video one frame later than the audio, and the buffered range then began
# there, not at 0: WebKitGTK waited at 0 until hls.js seeked over the gap, a seek while the
# pipeline starts (docs/browsers.md). Stamping the sound one frame later starts both at 0.
align_audio=(-af 'asetpts=PTS+1024/SR/TB')

# Text overlay filter for one label (escape ':' for drawtext).
label() { # text x y size
  [[ -z $font_bold ]] && { echo 'null'; return; }
  printf "drawtext=fontfile=%s:text='%s':x=%s:y=%s:fontsize=%s:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8" \
    "$font_bold" "$1" "$2" "$3" "$4"
}
timecode() {
  [[ -z $font_mono ]] && { echo 'null'; return; }
  printf "drawtext=fontfile=%s:text='%%{pts\\:hms}':x=24:y=h-th-24:fontsize=26:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8" \
    "$font_mono"
}

# RFC 6381 codec string for the H.264 stream of a file, e.g. avc1.4d401e.
avc_codec() {
  local profile level p
  # (MPEG-TS files list each stream twice: under the program and on its own)
  profile="$(probe -select_streams v:0 -show_entries stream=profile "$1" | head -n 1)"
  level="$(probe -select_streams v:0 -show_entries stream=level "$1" | head -n 1)"
  case "$profile" in
    'Constrained Baseline') p='42e0' ;;
    'Baseline') p='4200' ;;
    'Main') p='4d40' ;;
    'High') p='6400' ;;
    *) echo "unexpected H.264 profile: $profile" >&2; exit 1 ;;
  esac
  printf 'avc1.%s%02x' "$p" "$level"
}

# Prints "<peak bit/s> <average bit/s> <total seconds>" for a media playlist.
playlist_stats() {
  local dir total=0 bits=0 peak=0 dur size rate
  dir="$(dirname "$1")"
  while IFS='|' read -r dur seg; do
    size="$(stat -c %s "$dir/$seg")"
    rate="$(awk -v s="$size" -v d="$dur" 'BEGIN { printf "%d", s * 8 / d }')"
    ((rate > peak)) && peak=$rate
    bits=$((bits + size * 8))
    total="$(awk -v a="$total" -v b="$dur" 'BEGIN { printf "%.6f", a + b }')"
  done < <(awk -F'[:,]' '/^#EXTINF:/ { d = $2; next } /^[^#]/ && d != "" { print d "|" $0; d = "" }' "$1")
  awk -v p="$peak" -v b="$bits" -v t="$total" 'BEGIN { printf "%d %d %.3f\n", p, b / t, t }'
}

mkdir -p "$out"
json_entries=()

for entry in "${clips[@]}"; do
  IFS='|' read -r slug title source seconds tone <<<"$entry"
  dir="$out/$slug"
  rm -rf "$dir"
  mkdir -p "$dir"
  echo "clip $slug ($title, ${seconds}s)"

  # 1. Mezzanine: the pattern with title and running timecode, plus a beeping tone.
  mezz="$tmp/$slug.mkv"
  ff -f lavfi -i "$source" -f lavfi -i "sine=frequency=$tone:beep_factor=2:sample_rate=48000" \
    -t "$seconds" \
    -vf "format=yuv420p,$(label "$title" 24 24 34),$(timecode)" \
    -c:v libx264 -threads 1 -preset veryfast -crf 12 -pix_fmt yuv420p -c:a pcm_s16le "$mezz"

  # 2. HLS renditions (MPEG-TS, 2 s segments) labelled with their height.
  stream_infs=()
  renditions_json=()
  for r in "${renditions[@]}"; do
    IFS='|' read -r name w h crf maxrate <<<"$r"
    mkdir -p "$dir/$name"
    ff -i "$mezz" -vf "scale=$w:$h,$(label "$name" "w-tw-16" 16 $((h / 18 + 8)))" \
      "${x264[@]}" -crf "$crf" -maxrate "${maxrate}k" -bufsize "$((maxrate * 2))k" "${aac[@]}" \
      "${align_audio[@]}" \
      -f hls -hls_time 2 -hls_playlist_type vod -hls_flags independent_segments \
      -hls_segment_type mpegts -hls_segment_filename "$dir/$name/seg-%03d.ts" \
      "$dir/$name/index.m3u8"
    read -r peak average total < <(playlist_stats "$dir/$name/index.m3u8")
    codecs="$(avc_codec "$dir/$name/seg-000.ts"),mp4a.40.2"
    attrs="BANDWIDTH=$peak,AVERAGE-BANDWIDTH=$average,CODECS=\"$codecs\",RESOLUTION=${w}x$h,FRAME-RATE=25.000"
    [[ $slug == "$subtitled" ]] && attrs+=',SUBTITLES="subs"'
    stream_infs+=("#EXT-X-STREAM-INF:$attrs" "$name/index.m3u8")
    renditions_json+=("{\"name\":\"$name\",\"width\":$w,\"height\":$h,\"bandwidth\":$peak,\"codecs\":\"$codecs\"}")
    echo "  $name: $(ls "$dir/$name"/*.ts | wc -l) segments, ${total}s, peak ${peak} bit/s"
  done
  hls_seconds=$total

  # 3. Subtitles (one clip): WebVTT mapped onto the MPEG-TS clock of the segments.
  subs_media=()
  if [[ $slug == "$subtitled" ]]; then
    start="$(probe -show_entries format=start_time "$dir/360p/seg-000.ts")"
    mpegts="$(awk -v s="$start" 'BEGIN { printf "%d", s * 90000 + 0.5 }')"
    mkdir -p "$dir/subs"
    cat >"$dir/subs/en.vtt" <<EOF
WEBVTT
X-TIMESTAMP-MAP=MPEGTS:$mpegts,LOCAL:00:00:00.000

1
00:00:00.250 --> 00:00:02.000
Welcome to Market Basics.

2
00:00:02.000 --> 00:00:04.000
A market brings buyers and sellers together.

3
00:00:04.000 --> 00:00:05.750
Prices move when either side changes its mind.
EOF
    target="$(awk -v t="$hls_seconds" 'BEGIN { printf "%d", (t == int(t)) ? t : int(t) + 1 }')"
    cat >"$dir/subs/en.m3u8" <<EOF
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:$target
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:$hls_seconds,
en.vtt
#EXT-X-ENDLIST
EOF
    subs_media=('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs/en.m3u8"')
    echo "  subs: en.vtt (X-TIMESTAMP-MAP MPEGTS:$mpegts = ${start}s)"
  fi

  # 4. Master playlist, highest rendition first.
  {
    printf '%s\n' '#EXTM3U' '#EXT-X-VERSION:3' '#EXT-X-INDEPENDENT-SEGMENTS'
    ((${#subs_media[@]})) && printf '%s\n' "${subs_media[@]}"
    printf '%s\n' "${stream_infs[@]}"
  } >"$dir/master.m3u8"

  # 5. Progressive MP4, thumbnail and animated preview.
  ff -i "$mezz" -vf "$(label MP4 "w-tw-16" 16 28)" "${x264[@]}" -crf 28 -maxrate 300k -bufsize 600k \
    "${aac[@]}" -movflags +faststart "$dir/medium.mp4"
  ff -ss 2 -i "$mezz" -frames:v 1 -q:v 5 "$dir/thumbnail.jpg"
  ff -ss 1 -t 2 -i "$mezz" \
    -filter_complex "fps=8,scale=240:135:flags=lanczos,split[a][b];[a]palettegen=max_colors=96:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle" \
    -loop 0 "$dir/animated.gif"

  duration="$(probe -show_entries format=duration "$dir/medium.mp4")"
  duration="$(awk -v d="$duration" 'BEGIN { printf "%.3f", d }')"
  subs=false
  [[ $slug == "$subtitled" ]] && subs=true
  json_entries+=("{\"slug\":\"$slug\",\"title\":\"$title\",\"duration\":$duration,\"hlsDuration\":$hls_seconds,\"subtitles\":$subs,\"renditions\":[$(IFS=,; echo "${renditions_json[*]}")]}")
  echo "  medium.mp4 ${duration}s, thumbnail.jpg, animated.gif ($(stat -c %s "$dir/animated.gif") bytes)"
done

{
  printf '{\n  "clips": [\n'
  for i in "${!json_entries[@]}"; do
    sep=','
    ((i == ${#json_entries[@]} - 1)) && sep=''
    printf '    %s%s\n' "${json_entries[$i]}" "$sep"
  done
  printf '  ]\n}\n'
} >"$manifest"

echo "wrote $manifest"
echo "total: $(cd "$out" && du -shc "${clips[@]%%|*}" | tail -n 1 | cut -f1) in $out"
