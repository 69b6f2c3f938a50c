#!/usr/bin/env bash
# Installs the system packages jellylab's demo and checks need (Debian/Ubuntu).
# As root it uses apt-get; otherwise it prints the exact command and carries on.
set -euo pipefail
packages=()
command -v gnuplot >/dev/null 2>&1 || packages+=(gnuplot-nox)
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
# `jellylab track` decodes videos with ffmpeg and ffprobe (one Debian package).
{ command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 || packages+=(ffmpeg)
# The lint of the html pages' scripts (scripts/lint-page-assets.sh).
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v eslint >/dev/null 2>&1 || packages+=(eslint)
# The real engines the platform curves are checked against (make engines): Qt 6 through PyQt6
# (QEasingCurve, and Qt Quick's SpringAnimation offscreen), libadwaita through PyGObject under Xvfb.
# They are installed with their recommended packages: Qt's platform plugins (offscreen among
# them) are only recommended by libqt6gui6.
engines=()
/usr/bin/python3 -c 'import PyQt6.QtCore' >/dev/null 2>&1 || engines+=(python3-pyqt6)
/usr/bin/python3 -c 'import PyQt6.QtQml' >/dev/null 2>&1 || engines+=(python3-pyqt6.qtquick)
ls /usr/lib/*/qt6/plugins/platforms/libqoffscreen.so >/dev/null 2>&1 || engines+=(qt6-qpa-plugins)
ls -d /usr/lib/*/qt6/qml/QtQuick >/dev/null 2>&1 || engines+=(qml6-module-qtquick)
ls -d /usr/lib/*/qt6/qml/QtQml/WorkerScript >/dev/null 2>&1 ||
  engines+=(qml6-module-qtqml-workerscript)
/usr/bin/python3 -c 'import gi' >/dev/null 2>&1 || engines+=(python3-gi)
ls /usr/lib/*/girepository-1.0/Adw-1.typelib >/dev/null 2>&1 || engines+=(gir1.2-adw-1)
ls /usr/lib/*/girepository-1.0/Gtk-4.0.typelib >/dev/null 2>&1 || engines+=(gir1.2-gtk-4.0)
command -v xvfb-run >/dev/null 2>&1 || engines+=(xvfb xauth)
if [ "${#packages[@]}" -eq 0 ] && [ "${#engines[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq
  if [ "${#packages[@]}" -gt 0 ]; then
    echo "installing ${packages[*]} with apt-get" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >&2
  fi
  if [ "${#engines[@]}" -gt 0 ]; then
    echo "installing ${engines[*]} (with recommended packages) with apt-get" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${engines[@]}" >&2
  fi
else
  all=("${packages[@]}" "${engines[@]}")
  echo "note: missing ${all[*]}; install with: sudo apt-get install -y ${all[*]}" >&2
fi
