#!/bin/bash
# Times whole `shortcuts` processes on a library of COUNT shortcuts (COUNT-14 generated copies of
# Countdown beside the 14 examples). The first `list` after generation builds the index (cold).
# Usage: scripts/bench-large-library.sh BINARY COUNT RUNS — times whole `shortcuts` processes on a library of COUNT shortcuts.
bin=$1; n=$2; runs=$3
home=$(mktemp -d); export SHORTCUTS_HOME=$home XDG_CONFIG_HOME=$home/config
$bin list >/dev/null
src=$home/shortcuts/countdown.json
for i in $(seq 15 $n); do
  sed -e "s/\"name\": \"Countdown\"/\"name\": \"Generated $i\"/" -e "s/00000000-0000-4000-8000-000000000700/$(cat /proc/sys/kernel/random/uuid)/" $src > $home/shortcuts/gen-$i.json
done
rm -f $home/shortcuts/.index.json
t() { local s=$(date +%s%N); "$@" >/dev/null 2>&1; echo $(( ($(date +%s%N)-s)/1000000 )); }
echo "cold list: $(t $bin list) ms"
for cmd in "list" "run Countdown --no-input" "view Countdown"; do
  xs=$(for r in $(seq $runs); do t $bin $cmd; done | sort -n | tr '\n' ' ')
  arr=($xs); med=${arr[$((runs/2))]}; p95=${arr[$(( (runs*95+99)/100 - 1 ))]}
  echo "$n shortcuts, $cmd: median $med ms, p95 $p95 ms"
done
rm -rf $home
