#!/bin/sh
# Installs this unpacked welcome-desktop folder for the current user (no root, no AppStream):
#   ~/.local/lib/welcome-desktop/            the program (a copy of this folder)
#   ~/.local/bin/welcome-desktop             the command (a symbolic link)
#   ~/.local/share/applications/welcome-desktop.desktop and hicolor icons: the menu entry
# Usage: ./install.sh [--uninstall]       PREFIX=/usr/local ./install.sh installs elsewhere.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
DEST=$PREFIX/lib/welcome-desktop
APPS=$PREFIX/share/applications
ICONS=$PREFIX/share/icons/hicolor

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$ICONS" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$DEST"
  rm -f "$PREFIX/bin/welcome-desktop" "$APPS/welcome-desktop.desktop"
  find "$ICONS" -path "*/apps/welcome-desktop.*" -delete 2>/dev/null || true
  refresh
  echo "welcome-desktop removed from $PREFIX"
  exit 0
fi

if [ "$HERE" != "$DEST" ]; then
  rm -rf "$DEST"
  mkdir -p "$DEST"
  cp -a "$HERE/." "$DEST/"
fi
mkdir -p "$PREFIX/bin" "$APPS"
ln -sf "$DEST/welcome-desktop" "$PREFIX/bin/welcome-desktop"
(cd "$HERE/share/icons/hicolor" && find . -name "welcome-desktop.*") | while read -r icon; do
  mkdir -p "$ICONS/$(dirname "$icon")"
  cp "$HERE/share/icons/hicolor/$icon" "$ICONS/$icon"
done
# The menu entry runs the program by its full path: ~/.local/bin is not always on the PATH.
sed -e "s|^Exec=welcome-desktop|Exec=$DEST/welcome-desktop|" \
    -e "s|^TryExec=welcome-desktop|TryExec=$DEST/welcome-desktop|" \
    "$HERE/share/applications/welcome-desktop.desktop" > "$APPS/welcome-desktop.desktop"
refresh
echo "welcome-desktop installed in $DEST"
echo "run it from the applications menu (Games), or as $PREFIX/bin/welcome-desktop"
