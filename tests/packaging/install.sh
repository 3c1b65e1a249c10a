#!/usr/bin/env bash
# `cmake --install` of a build tree into a temporary prefix puts the binary in bin/, the
# desktop entry in share/applications/, the icon in share/icons/hicolor/scalable/apps/ and the
# AppStream metainfo in share/metainfo/.
#   install.sh CMAKE BUILD_DIR APP_ID
set -euo pipefail
cmake=$1 build=$2 id=$3
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
unset DESTDIR

"$cmake" --install "$build" --prefix "$prefix" >/dev/null
(cd "$prefix" && find . -type f | sort)

status=0
for path in bin/fleet-explorer \
            "share/applications/$id.desktop" \
            "share/icons/hicolor/scalable/apps/$id.svg" \
            "share/metainfo/$id.metainfo.xml"; do
  if [[ ! -s $prefix/$path ]]; then
    echo "install.sh: $path is missing from the install tree" >&2
    status=1
  fi
done
[[ -x $prefix/bin/fleet-explorer ]] || { echo "install.sh: bin/fleet-explorer is not executable" >&2; status=1; }
exit $status
