#!/usr/bin/env bash
# An outside check of `npm run bench`'s pre-rendered page ratios, with none of its code: the app
# started by `npm start` (default settings, request log on), nginx (one worker, gzip_static,
# access log off) and a bare Node http server (bench/bare-node-server.js: Node's own ceiling)
# serving the same build/client files, the same `.gz` bytes, each measured with wrk -t1 -c50 for
# CHECK_SECONDS (default 15) after a 2 s warm-up, one after the other per row.
# Needs an existing build (npm start makes one), wrk and nginx (apt-get install -y wrk nginx-light).
# Prints a Markdown table; docs/benchmarks.md keeps the last one under "An outside check".
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${CHECK_SECONDS:-15}
app_port=${CHECK_APP_PORT:-5401}
nginx_port=${CHECK_NGINX_PORT:-5402}
bare_port=${CHECK_BARE_PORT:-5403}
for tool in wrk nginx; do
  command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || { echo "$tool is missing: apt-get install -y wrk nginx-light" >&2; exit 1; }
done
[ -f build/server/index.js ] || { echo "no build: run npm start (or npm run build) once" >&2; exit 1; }

work=$(mktemp -d)
chmod 755 "$work"
cp -r build/client "$work/client"
mkdir -p "$work/logs"
cat >"$work/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $work/nginx.pid;
error_log $work/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
  client_body_temp_path $work/body; proxy_temp_path $work/proxy; fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi; scgi_temp_path $work/scgi;
  gzip_static on;
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/client;
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
EOF
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
setsid "$nginx_bin" -c "$work/nginx.conf" -p "$work" &
nginx_pid=$!
setsid node bench/bare-node-server.js "$work/client" "$bare_port" &
bare_pid=$!
DATA_DIR="$work/data" PORT=$app_port HOST=127.0.0.1 setsid npm start >"$work/app.log" 2>&1 &
app_pid=$!
cleanup() {
  kill -TERM -- "-$app_pid" 2>/dev/null || true
  kill -TERM -- "-$nginx_pid" 2>/dev/null || true
  kill -TERM -- "-$bare_pid" 2>/dev/null || true
  wait "$app_pid" "$nginx_pid" "$bare_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 300); do
  curl -sf "http://127.0.0.1:$app_port/healthz" >/dev/null && curl -sf "http://127.0.0.1:$nginx_port/" >/dev/null &&
    curl -sf "http://127.0.0.1:$bare_port/" >/dev/null && break
  sleep 0.1
done

# One wrk run: "req/s p99-ms".
measure() {
  local url=$1 encoding=$2
  local headers=()
  [ -n "$encoding" ] && headers=(-H "Accept-Encoding: $encoding")
  wrk -t1 -c50 -d2s "${headers[@]}" "$url" >/dev/null
  wrk -t1 -c50 "-d${seconds}s" --latency "${headers[@]}" "$url" | awk '
    /^ +99%/ { v = $2; if (v ~ /us$/) p99 = v / 1000; else if (v ~ /ms$/) p99 = v + 0; else if (v ~ /s$/) p99 = v * 1000 }
    /Requests\/sec/ { rps = $2 }
    END { printf "%.0f %.1f", rps, p99 }'
}

echo "wrk -t1 -c50 -d${seconds}s; $(date -u '+%Y-%m-%d %H:%M') UTC; load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Page | Accept-Encoding | App req/s | App p99 ms | nginx req/s | nginx p99 ms | bare Node req/s | App / nginx | bare Node / nginx | App / bare Node |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for row in "/|" "/|gzip" "/services/tv-mounting|" "/locations/pasadena|" "/services/tv-mounting|gzip" "/locations/pasadena|gzip"; do
  page=${row%%|*}
  encoding=${row#*|}
  read -r app_rps app_p99 <<<"$(measure "http://127.0.0.1:$app_port$page" "$encoding")"
  read -r nginx_rps nginx_p99 <<<"$(measure "http://127.0.0.1:$nginx_port$page" "$encoding")"
  read -r bare_rps _ <<<"$(measure "http://127.0.0.1:$bare_port$page" "$encoding")"
  ratios=$(awk -v a="$app_rps" -v n="$nginx_rps" -v b="$bare_rps" 'BEGIN { printf "%.2f× | %.2f× | %.2f×", a / n, b / n, a / b }')
  echo "| \`$page\` | ${encoding:-(none)} | $app_rps | $app_p99 | $nginx_rps | $nginx_p99 | $bare_rps | $ratios |"
done
