#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the cargo-fuzz targets of fuzz/targets, copied to $OUT.
cd "$SRC/rcudafe"
cargo fuzz build -O --fuzz-dir fuzz/targets
for target in bytes_to_rcudafe generated_to_rcudafe; do
  cp "fuzz/targets/target/x86_64-unknown-linux-gnu/release/$target" "$OUT/"
done
