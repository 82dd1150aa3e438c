#!/usr/bin/env bash
# The browser tests run in Debian's Chromium, never a downloaded browser (docs/architecture.md, "Known constraints"),
# with Chinese fonts, so the layout checks measure the glyphs a Chinese desktop draws (a fresh Debian has none, and
# Chinese then renders as boxes of another width). Installs what is missing with apt-get when we may; says what to do
# otherwise.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh family 2>/dev/null)" ]; then
  missing+=(fonts-noto-cjk)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need ${missing[*]}: run 'sudo apt-get install ${missing[*]}'" \
  "(or set CHROMIUM_PATH to a Chromium)." >&2
exit 1
