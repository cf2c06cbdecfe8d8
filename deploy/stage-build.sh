#!/bin/sh
# Copies a release's Next.js build (.next, without its build cache) to a folder inside the
# site's data folder, once per build, for the systemd unit: the unit shows that copy in the
# release's place (BindPaths), so that the running site, which may write only to its data
# folder, can still keep regenerated pages, fetched data and optimised images under .next.
# Run as root by the unit's ExecStartPre (outside its sandbox); a copy of the same build
# (same BUILD_ID) is kept as it is, with the pages it has regenerated since.
#
#   sh stage-build.sh RELEASE TARGET USER
set -eu
release=${1:?usage: stage-build.sh RELEASE TARGET USER}
target=${2:?usage: stage-build.sh RELEASE TARGET USER}
user=${3:?usage: stage-build.sh RELEASE TARGET USER}
build=$release/.next
[ -f "$build/BUILD_ID" ] || { echo "stage-build.sh: $build has no BUILD_ID: build the release first" >&2; exit 1; }
if [ -f "$target/BUILD_ID" ] && cmp -s "$build/BUILD_ID" "$target/BUILD_ID"; then
  exit 0
fi
rm -rf "$target.new"
mkdir -p "$target.new/cache"
# cache/ holds the compiler's caches, which the server never reads; BUILD_ID goes last, so that
# a copy cut short is never taken for a whole one.
tar -C "$build" --exclude=./cache --exclude=./BUILD_ID -cf - . | tar -C "$target.new" -xf -
cp "$build/BUILD_ID" "$target.new/BUILD_ID"
chown -R "$user:$user" "$target.new"
chmod 0700 "$target.new"
rm -rf "$target"
mv "$target.new" "$target"
echo "stage-build.sh: build $(cat "$target/BUILD_ID") staged in $target"
