#!/usr/bin/env bash
# Prints the folder of Node.js release VERSION (bin/node, include/node), fetched once from the
# npm registry, where each release is published as the package node-linux-<arch>, into
# NODE_RELEASES_DIR (default ~/.cache/node-releases). CI puts its bin first on PATH and points
# node-gyp at its include/node (npm_config_nodedir), so that native modules (better-sqlite3)
# are compiled for that Node.js and not for whichever one the machine's npm settings name.
#
#   node_home=$(bash scripts/fetch-node.sh 24.21.0)
set -euo pipefail
version=${1:?usage: fetch-node.sh VERSION}
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "fetch-node.sh: no Node.js package for $(uname -m)" >&2 && exit 1 ;;
esac
root=${NODE_RELEASES_DIR:-$HOME/.cache/node-releases}
home=$root/$version-$arch
if [[ ! -x $home/bin/node ]]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # npm pack downloads the package's tarball and checks it against the registry's integrity.
  (cd "$work" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work/node-linux-$arch-$version.tgz" -C "$work/unpacked" --strip-components=1
  mkdir -p "$root"
  rm -rf "$home"
  mv "$work/unpacked" "$home"
fi
# The headers must be there for node-gyp, and the binary must be the release asked for.
[[ -f $home/include/node/node_version.h ]] || { echo "fetch-node.sh: $home lacks include/node" >&2; exit 1; }
actual=$("$home/bin/node" --version)
[[ $actual == "v$version" ]] || { echo "fetch-node.sh: $home/bin/node is $actual, not v$version" >&2; exit 1; }
echo "$home"
