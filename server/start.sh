#!/bin/sh
# npm start: the server as a deployment runs it (decisions 030 and 036).
# - jemalloc, when the machine has it (Debian: apt-get install libjemalloc2), preloaded for the
#   server alone and told to give freed memory back in a background thread; JEMALLOC=off opts out.
# - glibc's settings for when it does not: two arenas, a fixed mmap threshold.
# - A young generation of at most 8 MB a semi-space, and gc() for the collection after a load.
# - NODE_FLAGS: more flags for this node alone, split on spaces, for those NODE_OPTIONS refuses
#   (Node 20 refuses --cpu-prof there: NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
set -eu
cd "$(dirname "$0")/.."

export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
if [ "${JEMALLOC:-on}" != off ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 \
    /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      # server/main.js takes it out of LD_PRELOAD again, so PostgreSQL and builds keep their own.
      export LD_PRELOAD="$lib${LD_PRELOAD:+ $LD_PRELOAD}" JEMALLOC_PRELOADED="$lib"
      export MALLOC_CONF="${MALLOC_CONF:-background_thread:true}"
      break
    fi
  done
fi
# shellcheck disable=SC2086 # NODE_FLAGS is a list of flags
exec node --max-semi-space-size=8 --expose-gc ${NODE_FLAGS:-} server/main.js "$@"
