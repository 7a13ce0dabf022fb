#!/usr/bin/env bash
# Regenerates the journey's media files (committed under apps/web/public/media/journey/, so a fresh
# machine needs none of these tools): narrated videos and audio (journey-media.ts; the scripts are
# in narration-scripts.ts) and the PDFs (make-pdfs.mjs). Needs ffmpeg (libvpx, libopus), espeak-ng
# and node.
#   apt-get install -y ffmpeg espeak-ng && bash apps/api/scripts/media/journey-media.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../../web/public/media/journey"
mkdir -p "$out"
for tool in ffmpeg ffprobe espeak-ng node; do
  command -v "$tool" >/dev/null || { echo "$tool não encontrado (apt-get install -y ffmpeg espeak-ng)" >&2; exit 1; }
done

node "$here/journey-media.ts" "$out"
node "$here/make-pdfs.mjs" "$out"
ls -l "$out"
