#!/usr/bin/env bash
# The browser tests run in Debian's Chromium, never a downloaded browser (docs/architecture.md, "Known constraints").
# Installs it with apt-get when it is missing and we may; says what to do otherwise.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian Chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $browser: run 'sudo apt-get install chromium' or set CHROMIUM_PATH." >&2
exit 1
