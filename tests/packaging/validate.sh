#!/usr/bin/env bash
# Checks a desktop entry and an AppStream metainfo file: the freedesktop validators pass
# (desktop-file-validate with no error or warning, appstreamcli validate --no-net), the two
# name the same id and icon, and the newest release in the metainfo is the project's version.
# Exits 77 (a skip for ctest) when a validator is not installed; scripts/setup installs both.
#   validate.sh DESKTOP_FILE METAINFO_FILE VERSION
set -euo pipefail
desktop=$1 metainfo=$2 version=$3
id=$(basename "$desktop" .desktop)
fail() { echo "validate.sh: $*" >&2; exit 1; }

[[ $(basename "$metainfo") == "$id.metainfo.xml" ]] || fail "$metainfo: expected $id.metainfo.xml"
grep -qx "Icon=$id" "$desktop" || fail "$desktop: Icon is not $id"
grep -q "<id>$id</id>" "$metainfo" || fail "$metainfo: <id> is not $id"
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" \
  || fail "$metainfo: the launchable is not $id.desktop"
newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -n1 | cut -d'"' -f2)
[[ $newest == "$version" ]] || fail "$metainfo: newest release is '$newest', the project is $version"

for tool in desktop-file-validate appstreamcli; do
  if ! command -v "$tool" >/dev/null; then
    echo "validate.sh: $tool is not installed (scripts/setup installs it): skipped"
    exit 77
  fi
done

echo "\$ desktop-file-validate $(basename "$desktop")"
report=$(desktop-file-validate "$desktop") || fail "desktop-file-validate failed: $report"
[[ -z $report ]] || echo "$report"
if grep -Eq ': (error|warning): ' <<<"$report"; then
  fail "desktop-file-validate reported errors or warnings"
fi
echo "\$ appstreamcli validate --no-net $(basename "$metainfo")"
appstreamcli validate --no-net --no-color "$metainfo" || fail "appstreamcli validate failed"
