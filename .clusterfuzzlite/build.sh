#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: every cargo-fuzz target of fuzz/ into $OUT, with its seed
# corpus ($OUT/<target>_seed_corpus.zip, made from corpus/; the scaled target's from its shapes)
# and, for the targets that read text, the CUDA/C++ dictionary. In coverage mode OSS-Fuzz's cargo
# wrapper turns `cargo fuzz build` into a plain `cargo build --bins` inside fuzz/ and copies the
# result where this script looks for it.
# Run it without Docker with .clusterfuzzlite/local-build.sh.
cd "$SRC/rcudafe"

cargo fuzz build -O
targets=$(sed -n 's/^name = "\(.*\)"$/\1/p' fuzz/Cargo.toml | grep -v '^rcudafe-fuzz-targets$')
for target in $targets; do
  cp "fuzz/target/x86_64-unknown-linux-gnu/release/$target" "$OUT/"
done

# Seed corpora. The byte-level targets start from every TU of the corpus (the prelude is available
# to them in memory or beside the TU); the differential target compares the TUs it finds goldens
# for, so it also gets the corpus itself (TUs, goldens, baseline) beside it in $OUT.
seeds="$WORK/seeds"
rm -rf "$seeds" "$OUT/golden_differential.corpus"
mkdir -p "$seeds/tus" "$seeds/generated"
find corpus -name '*.cu' -print0 | while IFS= read -r -d '' tu; do
  cp "$tu" "$seeds/tus/$(echo "${tu#corpus/}" | tr '/' '_')"
done
(cd "$seeds/tus" && zip -q -r "$OUT/bytes_to_rcudafe_seed_corpus.zip" .)
cp "$OUT/bytes_to_rcudafe_seed_corpus.zip" "$OUT/golden_differential_seed_corpus.zip"
cp -r corpus "$OUT/golden_differential.corpus"

# The generator target reads bytes, not text: its seeds are the byte streams that make it write
# every 20th TU of the committed generated suites (checked one by one by the tool). A host build:
# no sanitizer or coverage flags.
RUSTFLAGS="" cargo run --quiet --release --target-dir "$WORK/seed-tool" -p cudagen --example fuzz_seeds -- \
  corpus "$seeds/generated" 20
(cd "$seeds/generated" && zip -q -r "$OUT/generated_to_rcudafe_seed_corpus.zip" .)

# The scaled target reads a shape, a size and a snippet (fuzz/src/scaled.rs): seeds for every
# shape (byte 0; past the last shape it wraps around) at n = 16, in a function body, with no
# snippet and with a few (so that libFuzzer's length limit starts above the 4-byte header).
mkdir -p "$seeds/scaled"
snippets=("" "(x)" "int v = sizeof(int) * 2;" "__global__ void k(int *p) { *p = 1; }")
for i in $(seq 0 31); do
  for j in "${!snippets[@]}"; do
    { printf "$(printf '\\x%02x' "$i")\\x10\\x00\\x80"; printf '%s' "${snippets[$j]}"; } \
      > "$seeds/scaled/shape$i-$j"
  done
done
(cd "$seeds/scaled" && zip -q -r "$OUT/scaled_to_rcudafe_seed_corpus.zip" .)

for target in bytes_to_rcudafe golden_differential scaled_to_rcudafe; do
  cp fuzz/cuda.dict "$OUT/$target.dict"
done
