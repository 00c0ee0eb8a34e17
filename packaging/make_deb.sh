#!/usr/bin/env bash
# Builds the Debian package from the onedir bundle (called by scripts/build after PyInstaller):
#   /opt/welcome-desktop/                  the bundle (less its ~/.local installer)
#   /usr/bin/welcome-desktop               a link to /opt/welcome-desktop/welcome-desktop
#   /usr/share/applications/, /usr/share/icons/hicolor/*/apps/, /usr/share/metainfo/
#   /usr/share/man/man6/welcome-desktop.6.gz, /usr/share/doc/welcome-desktop/
# Depends: the system libraries the bundle links to but does not carry (ldd over every ELF file
# of the bundle, each library found outside it mapped to its package with dpkg -S, versions from
# dpkg-shlibdeps), and fontconfig-config (the configuration the bundled libfontconfig reads).
#
# Usage: packaging/make_deb.sh APP_FOLDER VERSION OUT_DIR    (prints the .deb's path last)
set -euo pipefail
cd "$(dirname "$0")/.."

APP=$(realpath "$1"); VERSION=$2; OUT=$3
NAME=welcome-desktop
ARCH=$(dpkg --print-architecture)
WORK=$PWD/packaging/build/deb
ROOT=$WORK/root
DEB="$OUT/${NAME}_${VERSION}_${ARCH}.deb"
METAINFO=resources/org.welcome_desktop.WelcomeDesktop.metainfo.xml

rm -rf "$WORK"
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$OUT"

# -- files ----------------------------------------------------------------------------------------
cp -a "$APP" "$ROOT/opt/$NAME"
# The tarball's per-user installer and desktop files: the package installs them system-wide.
rm -rf "$ROOT/opt/$NAME/share" "$ROOT/opt/$NAME/install.sh" "$ROOT/opt/$NAME/INSTALL.txt"
ln -s "/opt/$NAME/$NAME" "$ROOT/usr/bin/$NAME"

share=$ROOT/usr/share
install -D -m 644 resources/$NAME.desktop "$share/applications/$NAME.desktop"
for png in resources/icon/png/$NAME-*.png; do
  size=${png##*-}; size=${size%.png}
  install -D -m 644 "$png" "$share/icons/hicolor/${size}x${size}/apps/$NAME.png"
done
install -D -m 644 resources/icon/$NAME.svg "$share/icons/hicolor/scalable/apps/$NAME.svg"
install -D -m 644 "$METAINFO" "$share/metainfo/$(basename "$METAINFO")"
install -D -m 644 packaging/deb/copyright "$share/doc/$NAME/copyright"
mkdir -p "$share/man/man6"
gzip -9n <packaging/deb/$NAME.6 >"$share/man/man6/$NAME.6.gz"

EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
cat >"$WORK/changelog" <<EOF
$NAME ($VERSION) unstable; urgency=medium

  * Built from the welcome_desktop sources at commit $COMMIT.

 -- welcome_desktop authors <welcome-desktop@users.noreply.github.com>  $(date -u -R -d "@$EPOCH")
EOF
gzip -9n <"$WORK/changelog" >"$share/doc/$NAME/changelog.gz"

# Owner root (dpkg-deb --root-owner-group); directories 755, data 644, programs 755. The shared
# libraries need no execute bit (PyInstaller leaves some at 777).
find "$ROOT" -type d -exec chmod 755 {} +
find "$ROOT" -type f -exec chmod 644 {} +
chmod 755 "$ROOT/opt/$NAME/$NAME"

# -- Depends --------------------------------------------------------------------------------------
# Every ELF file of the bundle, its libraries resolved as at run time (the bundle's own folders
# first); what resolves outside the bundle belongs to a system package.
mapfile -d '' elves < <(find "$ROOT/opt/$NAME" -type f \( -name "*.so" -o -name "*.so.*" \
                          -o -path "$ROOT/opt/$NAME/$NAME" \) -print0)
internal="$ROOT/opt/$NAME/_internal"
bundle_path="$internal:$internal/PySide6/Qt/lib:$internal/PySide6:$internal/shiboken6"
libraries=()
for elf in "${elves[@]}"; do
  resolved=$(LD_LIBRARY_PATH="$bundle_path" ldd "$elf" 2>/dev/null || true)
  if echo "$resolved" | grep -q "not found"; then
    echo "make_deb: a library of $elf resolves nowhere:" >&2; echo "$resolved" >&2; exit 1
  fi
  libraries+=($(echo "$resolved" | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | grep -v "^$ROOT/" || true))
done
needed=()
for lib in $(printf '%s\n' "${libraries[@]}" | sort -u); do
  owner=$(dpkg -S "$(realpath "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true)
  [ -n "$owner" ] || { echo "make_deb: no package owns $lib" >&2; exit 1; }
  needed+=("${owner%%:*}")
done
mapfile -t needed < <(printf '%s\n' "${needed[@]}" | sort -u)
# dpkg-shlibdeps gives the lowest versions the bundle's binaries need (they were built against
# this system's libraries). It lists every package a linked library comes from, including those
# the bundle carries itself; keep the ones found outside the bundle. It needs a debian/control.
mkdir -p "$WORK/shlibdeps/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$NAME" "$NAME" >"$WORK/shlibdeps/debian/control"
shlibs=$(cd "$WORK/shlibdeps" && dpkg-shlibdeps -O --ignore-missing-info -l"$internal" \
           "${elves[@]}" 2>"$WORK/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { cat "$WORK/shlibdeps.log" >&2; echo "make_deb: dpkg-shlibdeps failed" >&2; exit 1; }
depends=()
while IFS= read -r item; do
  item=$(echo "$item" | sed 's/^ *//')
  for package in "${needed[@]}"; do
    [ "${item%% *}" = "$package" ] && depends+=("$item")
  done
done < <(echo "$shlibs" | tr ',' '\n')
# A package that only a system library needs comes with it (libglx0 with libgl1, libxau6 with
# libxcb1...): only the direct ones above are named.
depends+=("fontconfig-config")
DEPENDS=$(printf '%s, ' "${depends[@]}"); DEPENDS=${DEPENDS%, }

# -- control, md5sums, the package ---------------------------------------------------------------
installed_kib=$(find "$ROOT" -path "$ROOT/DEBIAN" -prune -o \( -type f -printf '%s\n' \) \
                -o \( ! -type f -printf '1024\n' \) | awk '{ kib += int(($1 + 1023) / 1024) } END { print kib }')
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$installed_kib/" \
    -e "s/@DEPENDS@/$DEPENDS/" packaging/deb/control.in >"$ROOT/DEBIAN/control"
(cd "$ROOT" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z \
   | xargs -0 md5sum) >"$ROOT/DEBIAN/md5sums"
chmod 644 "$ROOT/DEBIAN/control" "$ROOT/DEBIAN/md5sums"
find "$ROOT" -exec touch -h -d "@$EPOCH" {} +
rm -f "$OUT/${NAME}"_*.deb
SOURCE_DATE_EPOCH=$EPOCH dpkg-deb --root-owner-group -Zxz --build "$ROOT" "$DEB" >/dev/null
echo "$DEB"
