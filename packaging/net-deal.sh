#!/bin/sh
# One deal at a table server on 127.0.0.1: bauernschnapsen --serve, then four headless
# clients (--join, the heuristic player) for one deal each, then SIGTERM to the server, which
# must exit 0. Prints the server's first line and the four clients' summaries (each with
# "deals": 1). packaging/test-deb and packaging/test-linux copy it into their chroot and run
# it there with the installed command on the PATH; it needs only sh, sed and mktemp.
set -eu
d=$(mktemp -d)
bauernschnapsen --lang en --serve --listen 127.0.0.1:0 --data "$d/srv" --strength heuristic \
    > "$d/serve.out" 2> "$d/serve.err" &
server=$!
i=0
while [ ! -s "$d/serve.out" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
head=$(head -1 "$d/serve.out")
# the first line is JSON: {"url": "ws://127.0.0.1:PORT/", "tables": [{"id": …, "code": "…"}], …}
url=$(echo "$head" | sed -n 's/.*"url": *"\([^"]*\)".*/\1/p')
code=$(echo "$head" | sed -n 's/^[^]]*"code": *"\([^"]*\)".*/\1/p')
[ -n "$url" ] && [ -n "$code" ] || { echo "no url and table code in the server's first line: $head $(cat "$d/serve.err")"; kill -TERM "$server"; exit 1; }
bots=""
for seat in 0 1 2 3; do
    bauernschnapsen --lang en --join "$url" --code "$code" --bot heuristic --seat $seat --deals 1 \
        > "$d/bot$seat.out" 2> "$d/bot$seat.err" &
    bots="$bots $!"
done
status=0
for b in $bots; do wait "$b" || status=1; done
kill -TERM "$server"
wait "$server" || { echo "the server did not exit 0 on SIGTERM: $(cat "$d/serve.err")"; exit 1; }
[ "$status" = 0 ] || { cat "$d"/bot*.err; exit 1; }
echo "server: $head"
cat "$d"/bot0.out "$d"/bot1.out "$d"/bot2.out "$d"/bot3.out
