#!/usr/bin/env bash
# reproducible.sh builds the site and the library's package twice, each into a
# folder of its own, the second from a copy of the sources at another path,
# and fails on any byte that differs, naming the file. Given a build already
# made (make test passes site/dist, package/dist and its tarball, which make
# built moments before from the same sources), it builds once more, from the
# copy, and compares with that.
#
#	reproducible.sh [SITE_DIR PACKAGE_DIR TARBALL]
#
# The harness skips a route when every file it loaded is the one recorded, and
# a reviewer trusts a tarball when anyone can build it again: both need the
# same sources to give the same bytes. `make test` runs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

runs="a b"
if [ $# -eq 3 ]; then
	mkdir -p "$tmp/a/pack"
	ln -s "$(realpath "$1")" "$tmp/a/site"
	ln -s "$(realpath "$2")" "$tmp/a/package"
	cp "$3" "$tmp/a/pack/"
	runs="b"
elif [ $# -ne 0 ]; then
	echo "usage: reproducible.sh [SITE_DIR PACKAGE_DIR TARBALL] (a build of the same sources to compare with)" >&2
	exit 2
fi
# The copy: the checkout's files but the harness's (git's list, so a file being
# written is in it and nothing ignored is), and the same installed packages. A
# build that writes the path of its sources into a file (a module's id) differs.
mkdir "$tmp/copy"
git ls-files -z --cached --others --exclude-standard -- . ':!harness' | tar --null -T - -cf - | tar -xf - -C "$tmp/copy"
# Hard links where the file system allows them: a real folder at the copy's
# path (a symbolic link would resolve to the checkout's path, and the package's
# comments name modules by their path).
cp -al node_modules "$tmp/copy/" 2>/dev/null || cp -a node_modules "$tmp/copy/"
for run in $runs; do
	dir=.
	[ "$run" = b ] && dir="$tmp/copy"
	(
		cd "$dir"
		npm exec -- vite build --config site/vite.config.ts --outDir "$tmp/$run/site" --emptyOutDir --logLevel error
		npm exec -- vite build --config package/vite.config.ts --outDir "$tmp/$run/package" --emptyOutDir --logLevel error
		npm exec -- tsc -p package/tsconfig.json --outDir "$tmp/$run/package/types"
	)
	mkdir -p "$tmp/$run/pack"
	npm pack "$tmp/$run/package" --pack-destination "$tmp/$run/pack" --silent >/dev/null
done

status=0
# diff names each file that differs or exists in one build only.
diff -rq "$tmp/a/site/" "$tmp/b/site/" || status=1
if ! cmp -s "$tmp"/a/pack/*.tgz "$tmp"/b/pack/*.tgz; then
	echo "the package tarballs differ:"
	diff -rq "$tmp/a/package/" "$tmp/b/package/" || true
	status=1
fi
if [ $status -ne 0 ]; then
	echo "reproducible.sh: two builds of the same sources differ (above). A file whose bytes depend on the order work finished in (a Promise.all, a directory listing) or on the time or path of the build (a module id written into a chunk) must be made to depend on the sources alone." >&2
	exit 1
fi
echo "reproducible.sh: two builds are identical: $(find "$tmp/a/site/" -type f | wc -l) site files, $(basename "$tmp"/a/pack/*.tgz) ($(find "$tmp/a/package/" -type f | wc -l) files)"
