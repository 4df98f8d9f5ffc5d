#!/usr/bin/env bash
# Generates the stream shapes the stream-variety test plays (test/playback/stream-shapes.ts):
# HLS as packagers write it, each two seconds of a tiny moving pattern with a steady tone, so a
# test can tell that picture moves and sound is decoded. Served by the stand-in delivery host
# under /videos/shapes/…; no record points at them. Each shape is one master (or media)
# playlist; shapes share their segments where they can, to keep the folder small:
#   ts/muxed/            MPEG-TS, video and audio in one rendition
#   ts/video/            MPEG-TS, video only (audio in the renditions below)
#   ts/en/, ts/de/       MPEG-TS audio renditions (en at 440 Hz, de at 660 Hz)
#   ts/aes/              MPEG-TS muxed, AES-128 encrypted (aes.key)
#   ts/part-a|part-b/    two encodes with timestamps of their own, for a discontinuity
#   ts/subs/             a WebVTT subtitles rendition
#   ts/hevc/             fMP4 HEVC + AAC, listed before the H.264 rendition
#   fmp4/muxed|video|en|de/  the same as ts/ in fragmented MP4 (CMAF)
#   fmp4/single/         fMP4 muxed in one file, segments as byte ranges
# Idempotent: wipes and regenerates clips/shapes/. Needs ffmpeg (libx264, libx265) and ffprobe.
# Usage: demo/media/make-stream-shapes.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/clips/shapes"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
command -v ffmpeg >/dev/null || { echo 'ffmpeg not found' >&2; exit 1; }
command -v ffprobe >/dev/null || { echo 'ffprobe not found' >&2; exit 1; }
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }

rm -rf "$out"
mkdir -p "$out/ts" "$out/fmp4"

# 160x90 at 15 fps, a keyframe each second, segments of one second. One thread: reruns give
# the same bytes, so git does not churn.
size='160x90'
avc='avc1.4d401e'  # H.264 Main 3.0, as set below
hevc='hvc1.1.6.L63.90'
aac='mp4a.40.2'
# No B-frames: the first frame is at 0, so no player seeks over a gap as it starts (WebKitGTK's
# MediaSource can deadlock on such a seek: docs/browsers.md).
x264=(-c:v libx264 -threads 1 -preset veryfast -profile:v main -level:v 3.0 -pix_fmt yuv420p
  -crf 34 -g 15 -keyint_min 15 -sc_threshold 0 -bf 0)
# The sound stamped one AAC frame later, so the encoder's priming frame starts at 0 with the
# video, not one frame before it: a gap at the start otherwise (make-test-clips.sh says more).
audio=(-c:a aac -b:a 24k -ac 1 -ar 48000 -af 'asetpts=PTS+1024/SR/TB')
hls=(-f hls -hls_time 1 -hls_playlist_type vod -hls_flags independent_segments)
ts=(-hls_segment_type mpegts)
fmp4=(-hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4)

# Mezzanines: picture with a tone (440 Hz), and the tone of the second language (660 Hz).
mezz="$tmp/mezz.mkv"
ff -f lavfi -i "testsrc2=s=$size:r=15" -f lavfi -i 'sine=frequency=440:sample_rate=48000' \
  -t 2 -c:v libx264 -threads 1 -crf 10 -pix_fmt yuv420p -c:a pcm_s16le "$mezz"
de="$tmp/de.mkv"
ff -f lavfi -i 'sine=frequency=660:sample_rate=48000' -t 2 -c:a pcm_s16le "$de"

# rendition <dir> <input> <kind: muxed|video|audio> <segment options…>
rendition() {
  local dir="$1" input="$2" kind="$3"
  shift 3
  local streams=()
  case "$kind" in
    muxed) streams=("${x264[@]}" "${audio[@]}") ;;
    video) streams=(-an "${x264[@]}") ;;
    audio) streams=(-vn "${audio[@]}") ;;
  esac
  mkdir -p "$dir"
  local ext=ts
  [[ " $* " == *' fmp4 '* ]] && ext=m4s
  ff -i "$input" "${streams[@]}" "${hls[@]}" "$@" -hls_segment_filename "$dir/seg-%d.$ext" \
    "$dir/index.m3u8"
}

for family in ts fmp4; do
  if [[ $family == ts ]]; then kind=("${ts[@]}"); else kind=("${fmp4[@]}"); fi
  rendition "$out/$family/muxed" "$mezz" muxed "${kind[@]}"
  rendition "$out/$family/video" "$mezz" video "${kind[@]}"
  rendition "$out/$family/en" "$mezz" audio "${kind[@]}"
  rendition "$out/$family/de" "$de" audio "${kind[@]}"
done

# master <file> <lines…>: a master playlist.
master() {
  local file="$1"
  shift
  printf '%s\n' '#EXTM3U' '#EXT-X-VERSION:6' '#EXT-X-INDEPENDENT-SEGMENTS' "$@" >"$file"
}
inf() { # <bandwidth> <codecs> [more attributes]
  echo "#EXT-X-STREAM-INF:BANDWIDTH=$1,CODECS=\"$2\",RESOLUTION=$size${3:+,$3}"
}
track() { # <language> <name> <default YES|NO> <uri>
  echo "#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=\"aac\",LANGUAGE=\"$1\",NAME=\"$2\",DEFAULT=$3,AUTOSELECT=YES,CHANNELS=\"1\",URI=\"$4\""
}

for family in ts fmp4; do
  dir="$out/$family"
  master "$dir/muxed.m3u8" "$(inf 120000 "$avc,$aac")" muxed/index.m3u8
  master "$dir/audio.m3u8" "$(track en English YES en/index.m3u8)" \
    "$(inf 120000 "$avc,$aac" 'AUDIO="aac"')" video/index.m3u8
  master "$dir/audio-languages.m3u8" "$(track en English YES en/index.m3u8)" \
    "$(track de Deutsch NO de/index.m3u8)" "$(inf 120000 "$avc,$aac" 'AUDIO="aac"')" video/index.m3u8
done

# Audio only: the English rendition as the stream's only variant.
master "$out/ts/audio-only.m3u8" "#EXT-X-STREAM-INF:BANDWIDTH=40000,CODECS=\"$aac\"" en/index.m3u8

# Byte ranges: fMP4 muxed in one file.
mkdir -p "$out/fmp4/single"
ff -i "$mezz" "${x264[@]}" "${audio[@]}" "${hls[@]}" "${fmp4[@]}" -hls_flags single_file+independent_segments \
  -hls_segment_filename "$out/fmp4/single/stream.m4s" "$out/fmp4/single/index.m3u8"
master "$out/fmp4/byte-range.m3u8" "$(inf 120000 "$avc,$aac")" single/index.m3u8

# AES-128: a fixed key and IV, so reruns give the same bytes.
mkdir -p "$out/ts/aes"
printf '0123456789abcdef' >"$out/ts/aes/aes.key"
printf '%s\n' aes.key "$out/ts/aes/aes.key" 000102030405060708090a0b0c0d0e0f >"$tmp/keyinfo"
rendition "$out/ts/aes" "$mezz" muxed "${ts[@]}" -hls_key_info_file "$tmp/keyinfo"
master "$out/ts/aes-128.m3u8" "$(inf 120000 "$avc,$aac")" aes/index.m3u8

# A discontinuity: two one-second encodes, each with its own timestamps, in one playlist.
for part in a b; do
  start=0
  [[ $part == b ]] && start=1
  rendition "$out/ts/part-$part" "$mezz" muxed "${ts[@]}" -ss "$start" -t 1
done
{
  printf '%s\n' '#EXTM3U' '#EXT-X-VERSION:3' '#EXT-X-TARGETDURATION:1' '#EXT-X-PLAYLIST-TYPE:VOD'
  grep -A1 '^#EXTINF' "$out/ts/part-a/index.m3u8" | grep -v '^--' | sed 's|^seg|part-a/seg|'
  echo '#EXT-X-DISCONTINUITY'
  grep -A1 '^#EXTINF' "$out/ts/part-b/index.m3u8" | grep -v '^--' | sed 's|^seg|part-b/seg|'
  echo '#EXT-X-ENDLIST'
} >"$out/ts/discontinuity-media.m3u8"
rm "$out/ts/part-a/index.m3u8" "$out/ts/part-b/index.m3u8"
master "$out/ts/discontinuity.m3u8" "$(inf 120000 "$avc,$aac")" discontinuity-media.m3u8

# WebVTT subtitles, placed on the MPEG-TS clock of the muxed segments.
mkdir -p "$out/ts/subs"
start="$(ffprobe -v error -of default=nw=1:nk=1 -show_entries format=start_time "$out/ts/muxed/seg-0.ts")"
cat >"$out/ts/subs/en.vtt" <<EOF
WEBVTT
X-TIMESTAMP-MAP=MPEGTS:$(awk -v s="$start" 'BEGIN { printf "%d", s * 90000 + 0.5 }'),LOCAL:00:00:00.000

1
00:00:00.000 --> 00:00:02.000
A steady tone.
EOF
printf '%s\n' '#EXTM3U' '#EXT-X-TARGETDURATION:2' '#EXT-X-PLAYLIST-TYPE:VOD' '#EXTINF:2,' en.vtt \
  '#EXT-X-ENDLIST' >"$out/ts/subs/en.m3u8"
master "$out/ts/subtitles.m3u8" \
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs/en.m3u8"' \
  "$(inf 120000 "$avc,$aac" 'SUBTITLES="subs"')" muxed/index.m3u8

# HEVC listed first: a browser that decodes it may play it; the others must take the H.264 one.
mkdir -p "$out/ts/hevc"
ff -i "$mezz" -c:v libx265 -tag:v hvc1 -preset ultrafast -crf 34 -pix_fmt yuv420p -g 15 \
  -x265-params 'log-level=error:pools=1:frame-threads=1:level-idc=21:keyint=15:min-keyint=15:scenecut=0' \
  "${audio[@]}" "${hls[@]}" "${fmp4[@]}" -hls_segment_filename "$out/ts/hevc/seg-%d.m4s" \
  "$out/ts/hevc/index.m3u8"
master "$out/ts/hevc-first.m3u8" "$(inf 110000 "$hevc,$aac")" hevc/index.m3u8 \
  "$(inf 120000 "$avc,$aac")" muxed/index.m3u8

# Segments behind a redirect: the host answers /moved/<path> with a 302 to /<path>.
sed 's|^seg|/moved/videos/shapes/ts/muxed/seg|' "$out/ts/muxed/index.m3u8" >"$out/ts/redirect-media.m3u8"
master "$out/ts/redirect.m3u8" "$(inf 120000 "$avc,$aac")" redirect-media.m3u8

echo "total: $(du -sh --apparent-size "$out" | cut -f1) in $out"
