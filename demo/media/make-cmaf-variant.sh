#!/usr/bin/env bash
# Remuxes an explainer's HLS into fragmented MP4 (CMAF) beside it, for the start-up bench's
# engines that play fMP4 and nothing else (@videojs/spf: bench/measure-first-frame.js). The same
# H.264 and AAC bytes, copied, not encoded again, so the two streams differ only in their
# container:
#   clips/<clip>/cmaf/master.m3u8               the clip's master, each rendition in fMP4; the
#                                               subtitles rendition is the clip's own (../subs/)
#   clips/<clip>/cmaf/<rendition>/index.m3u8    media playlist, init.mp4 + seg-NNN.m4s
# The MPEG-TS timestamps are kept (-copyts): the subtitles' X-TIMESTAMP-MAP then holds for both.
# Idempotent: wipes and regenerates clips/<clip>/cmaf/. Needs ffmpeg; takes a second or two.
# Usage: demo/media/make-cmaf-variant.sh [clip]   (default: funds-and-compounding)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
clip="${1:-funds-and-compounding}"
src="$here/clips/$clip"
out="$src/cmaf"
[[ -f $src/master.m3u8 ]] || { echo "no clip $clip" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo 'ffmpeg not found' >&2; exit 1; }
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }

rm -rf "$out"
mkdir -p "$out"
# Each rendition's segments, read in order as one stream; its 4 s segments each start on a
# keyframe, so the fMP4 segments cut where the MPEG-TS ones did.
for playlist in "$src"/*/index.m3u8; do
  rendition="$(basename "$(dirname "$playlist")")"
  [[ $rendition == subs ]] && continue
  segments="$(grep -v '^#' "$playlist" | sed "s|^|$src/$rendition/|" | paste -sd '|')"
  mkdir -p "$out/$rendition"
  ff -copyts -i "concat:$segments" -map 0 -c copy -bsf:a aac_adtstoasc \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$out/$rendition/seg-%03d.m4s" "$out/$rendition/index.m3u8"
done
# The master as it was, its subtitles one folder up.
sed 's|URI="subs/|URI="../subs/|' "$src/master.m3u8" >"$out/master.m3u8"
echo "total: $(du -sh --apparent-size "$out" | cut -f1) in $out"
