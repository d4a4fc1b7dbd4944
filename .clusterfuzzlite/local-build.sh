#!/bin/bash -eu
# Runs .clusterfuzzlite/build.sh as ClusterFuzzLite does, without Docker: $SRC, $OUT, $WORK and
# $SANITIZER set, and in coverage mode a `cargo` in front that does what OSS-Fuzz's cargo wrapper
# (base-builder's /usr/local/bin/cargo) does: `cargo fuzz build` becomes `cargo build --bins` in
# fuzz/, copied to where cargo-fuzz would have put it.
#
#   .clusterfuzzlite/local-build.sh address|coverage OUT_DIR
#
# Needs cargo-fuzz, zip, and RUSTC_BOOTSTRAP=1 (or a nightly toolchain) for cargo fuzz's -Z flags.
sanitizer=${1:?address or coverage}
out=$(mkdir -p "${2:?output folder}" && cd "$2" && pwd)
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src" "$scratch/work" "$scratch/bin"
ln -s "$repo" "$scratch/src/rcudafe"
real_cargo=$(command -v cargo)
if [ "$sanitizer" = coverage ]; then
  cat > "$scratch/bin/cargo" <<WRAPPER
#!/bin/bash -eu
if [ "\$1" = fuzz ]; then
  cd fuzz
  cargo_target=\$("$real_cargo" metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
  "$real_cargo" build --bins
  mkdir -p "\$cargo_target/x86_64-unknown-linux-gnu/release"
  cp -r "\$cargo_target/debug/"* "\$cargo_target/x86_64-unknown-linux-gnu/release/"
  exit 0
fi
exec "$real_cargo" "\$@"
WRAPPER
  chmod +x "$scratch/bin/cargo"
  export RUSTFLAGS="--cfg fuzzing -Cinstrument-coverage"
fi
PATH="$scratch/bin:$PATH" SRC="$scratch/src" OUT="$out" WORK="$scratch/work" SANITIZER="$sanitizer" \
  bash -eu "$repo/.clusterfuzzlite/build.sh"
ls -la "$out"
