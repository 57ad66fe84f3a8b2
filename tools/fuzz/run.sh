#!/usr/bin/env bash
# Fuzzes the readers of untrusted text with libFuzzer + AddressSanitizer:
#   tools/fuzz/run.sh [SECONDS] [TARGET...]     targets: price history settings (default: all three)
# SwiftPM cannot give one target -sanitize=fuzzer without the whole package, so this compiles the
# CurrencyCore sources and FuzzTargets.swift into one binary with swiftc (~2 min, -O). Each target
# runs SECONDS (default 60) from the seed corpus in tools/fuzz/seeds/TARGET; new inputs go to
# .build-fuzz/corpus/TARGET, crashes to .build-fuzz/findings/TARGET. Prints one `fuzz:` line per
# target (executions, corpus size, findings) and exits 1 when anything was found.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
[ $# -gt 0 ] && shift
targets=("${@:-price history settings}")
read -r -a targets <<< "${targets[*]}"
out=.build-fuzz
mkdir -p "$out"
binary="$out/core-fuzz"
sources=$(find Sources/CurrencyCore -name '*.swift' | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/CurrencyCore tools/fuzz -name '*.swift' -newer "$binary")" ]; then
  echo "fuzz: compiling CurrencyCore with -sanitize=fuzzer,address" >&2
  # shellcheck disable=SC2086
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name CurrencyCore \
    $sources tools/fuzz/FuzzTargets.swift -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
fi
found=0
for target in "${targets[@]}"; do
  corpus="$out/corpus/$target" findings="$out/findings/$target"
  mkdir -p "$corpus" "$findings"
  log="$out/$target.log"
  set +e
  FUZZ_TARGET="$target" "$binary" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" "tools/fuzz/seeds/$target" > "$log" 2>&1
  status=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  crashes=$(find "$findings" -type f | wc -l)
  echo "fuzz: target=$target seconds=$seconds executions=$runs corpus=$(find "$corpus" -type f | wc -l) findings=$crashes status=$status"
  if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    found=1
    grep -m5 -E 'ERROR|Fatal|precondition|SUMMARY' "$log" >&2 || true
  fi
done
exit "$found"
