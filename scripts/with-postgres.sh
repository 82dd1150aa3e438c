#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (docs/architecture.md, "Tests"):
#
#   bash scripts/with-postgres.sh <command...>
#
# Creates a cluster with initdb in a fresh temporary directory, starts it on a free port of
# 127.0.0.1 (its unix socket in that directory too), creates a role and a database, and runs the
# command with DATABASE_URL=postgres://workbench:workbench@127.0.0.1:<port>/workbench (and
# WORKBENCH_PGDATA, WORKBENCH_PG_BIN: the cluster's data directory and pg_ctl's directory). The role
# may create databases (the server's tests make one per test server). The cluster is stopped and
# the directory deleted whatever happens; the exit code is the command's. Quiet on success.
#
# Debian's PostgreSQL server binaries are installed with apt-get when missing and we are root (as
# scripts/ensure-chromium.sh does for Chromium); PG_BINDIR picks other binaries. As root, the
# cluster runs as the `postgres` user, since initdb and postgres refuse to run as root.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command...>" >&2
  exit 2
fi

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ]; then
    echo "$PG_BINDIR"
    return
  fi
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$found" ] && echo "$found"
  return 0
}

bindir="$(find_bindir)"
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  if [ -z "${PG_BINDIR:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's PostgreSQL for the tests on PostgreSQL…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bindir="$(find_bindir)"
  fi
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "The tests on PostgreSQL need its server binaries (initdb, pg_ctl): run 'sudo apt-get install postgresql' or set PG_BINDIR." >&2
    exit 1
  fi
fi

# Runs a PostgreSQL binary as the cluster's owner.
if [ "$(id -u)" = 0 ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/workbench-pg-XXXXXX")"
started=""
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$started" ]; then
    as_owner "$bindir/pg_ctl" stop -D "$dir/data" -m immediate -s >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit "$status"
}
child=""
# On INT or TERM, the command is asked to stop first, then the cluster goes.
interrupt() {
  [ -n "$child" ] && kill -TERM "$child" 2>/dev/null && wait "$child" 2>/dev/null
  exit "$1"
}
trap cleanup EXIT
trap 'interrupt 130' INT
trap 'interrupt 143' TERM

[ "$(id -u)" = 0 ] && chown postgres: "$dir"

# A port nobody listens on now, chosen by the OS.
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")"

# Unlike PGlite (C collation, UTC), a server as deployments run it: ICU collation (en-US) and
# China time, so that tests meet the differences in sort order and time zone.
if ! as_owner "$bindir/initdb" -D "$dir/data" -U postgres -A trust -N -E UTF8 --locale=C.UTF-8 \
  --locale-provider=icu --icu-locale=en-US >"$dir/initdb.log" 2>&1; then
  cat "$dir/initdb.log" >&2
  exit 1
fi
# Settings of a test cluster: durability off, TCP on loopback only, the socket in the temp directory.
# In postgresql.conf rather than on the command line, so that a test stopping and starting the
# cluster with a plain `pg_ctl start` (the database outage test) gets the same port back.
cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
timezone = 'Asia/Shanghai'
CONF
started=1
if ! as_owner "$bindir/pg_ctl" start -D "$dir/data" -l "$dir/server.log" -w -s >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi

as_owner "$bindir/psql" -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE workbench LOGIN PASSWORD 'workbench' CREATEDB" \
  -c "CREATE DATABASE workbench OWNER workbench" >/dev/null

# In the background (stdin kept) so that a signal reaches the traps at once. WORKBENCH_PGDATA and
# WORKBENCH_PG_BIN let a test stop and start the cluster with pg_ctl (as its owner when root).
DATABASE_URL="postgres://workbench:workbench@127.0.0.1:$port/workbench" WORKBENCH_PGDATA="$dir/data" \
  WORKBENCH_PG_BIN="$bindir" "$@" <&0 &
child=$!
status=0
wait "$child" || status=$?
child=""
exit "$status"
