#!/usr/bin/env bash
# Regenerates the journey's media files (committed under apps/web/public/media/journey/, so a fresh
# machine needs none of these tools). Needs ffmpeg (libvpx, libopus), espeak-ng and node.
#   apt-get install -y ffmpeg espeak-ng && bash apps/api/scripts/media/journey-media.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../../web/public/media/journey"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# speak NAME "text": pt-BR narration as WAV.
speak() { espeak-ng -v pt-br -s 150 -w "$tmp/$1.wav" "$2"; }

# slide_video NAME "title" "subtitle" COLOR: a title card the length of the narration, VP8 + Opus.
slide_video() {
  local name=$1 title=$2 subtitle=$3 color=$4
  local duration
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$tmp/$name.wav")
  # Text files avoid escaping ':' and quotes inside the filter graph.
  printf '%s' "$title" >"$tmp/$name.title"
  printf '%s' "$subtitle" >"$tmp/$name.subtitle"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$color:s=640x360:r=12:d=$duration" -i "$tmp/$name.wav" \
    -vf "drawtext=fontfile=$font:textfile=$tmp/$name.title:fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-30,drawtext=fontfile=$font:textfile=$tmp/$name.subtitle:fontcolor=white@0.85:fontsize=22:x=(w-text_w)/2:y=(h-text_h)/2+35" \
    -c:v libvpx -b:v 90k -c:a libopus -b:a 24k -ac 1 -shortest "$out/$name.webm"
}

# voice_audio NAME: Ogg Opus, mono, speech bit rate.
voice_audio() { ffmpeg -loglevel error -y -i "$tmp/$1.wav" -c:a libopus -b:a 24k -ac 1 "$out/$1.ogg"; }

speak logica-boas-vindas "Bem-vindo à trilha de lógica de programação. Aqui você aprende a pensar em passos pequenos, claros e testáveis."
slide_video logica-boas-vindas "Lógica de programação" "Pensar em passos pequenos" '0x1e3a8a'

speak git-primeiro-commit "Um commit é uma fotografia do seu projeto. Escreva mensagens curtas, no imperativo, que expliquem o porquê da mudança."
slide_video git-primeiro-commit "Git: o primeiro commit" "Mensagens que explicam o porquê" '0x065f46'

speak dica-linkedin "Dica rápida: no LinkedIn, use um título que diga o que você faz e para quem. Por exemplo: desenvolvedora front-end, React e acessibilidade."
voice_audio dica-linkedin

speak entrevista-star "Na entrevista comportamental, responda com o método STAR: situação, tarefa, ação e resultado. Termine sempre com o que você aprendeu."
voice_audio entrevista-star

# Captions (pt-BR) for the videos: the same sentences the narration says.
cat >"$out/logica-boas-vindas.vtt" <<'VTT'
WEBVTT

00:00.000 --> 00:04.000
Bem-vindo à trilha de lógica de programação.

00:04.000 --> 00:09.400
Aqui você aprende a pensar em passos pequenos, claros e testáveis.
VTT
cat >"$out/git-primeiro-commit.vtt" <<'VTT'
WEBVTT

00:00.000 --> 00:03.500
Um commit é uma fotografia do seu projeto.

00:03.500 --> 00:08.900
Escreva mensagens curtas, no imperativo, que expliquem o porquê da mudança.
VTT

node "$here/make-pdfs.mjs" "$out"
ls -l "$out"
