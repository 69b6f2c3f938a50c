#!/usr/bin/env bash
# Installs the system packages that are missing for one set of jellylab's targets:
#   scripts/install-deps.sh demo   what `make demo` needs: gnuplot (the Swift toolchain builds the rest)
#   scripts/install-deps.sh test   what `make test` needs (the default): gnuplot, chromium, ffmpeg,
#                                  node and eslint, and the Qt 6 and libadwaita engines with Xvfb
# On Debian and Ubuntu as root it installs them with apt-get; otherwise it prints the exact
# command and carries on. On macOS (no apt-get) it names the Homebrew packages instead.
set -euo pipefail
# One run at a time (both lanes of `make test` may ask): a second run waits, then finds the
# packages installed. Without flock (macOS) the script runs unlocked.
if [ -z "${JELLYLAB_DEPS_LOCKED:-}" ] && command -v flock >/dev/null 2>&1; then
  exec env JELLYLAB_DEPS_LOCKED=1 flock "${TMPDIR:-/tmp}/jellylab-install-deps.lock" "$0" "$@"
fi
# Empty arrays are expanded as ${a[@]+"${a[@]}"}: macOS's bash 3.2 takes "${a[@]}" of one as unbound.
set_name=${1:-test}
case $set_name in
  demo | test) ;;
  *)
    echo "usage: scripts/install-deps.sh [demo|test]" >&2
    exit 2
    ;;
esac

have() { command -v "$1" >/dev/null 2>&1; }
# Whether a file matches the pattern (a bash builtin, so that it works on any PATH).
exists() { compgen -G "$1" >/dev/null 2>&1; }

# Each missing command as "apt-package brew-package" ("-" where Homebrew has none).
missing=()
have gnuplot || missing+=("gnuplot-nox gnuplot")
if [ "$set_name" = test ]; then
  have chromium || missing+=("chromium --cask chromium")
  # `jellylab track` decodes videos with ffmpeg and ffprobe (one package).
  { have ffmpeg && have ffprobe; } || missing+=("ffmpeg ffmpeg")
  # The lint of the html pages' scripts (scripts/lint-page-assets.sh).
  have node || missing+=("nodejs node")
  have eslint || missing+=("eslint eslint")
fi

os=$(uname -s 2>/dev/null || echo unknown)
if [ "$os" = Darwin ]; then
  brew=()
  for pair in ${missing[@]+"${missing[@]}"}; do brew+=("${pair#* }"); done
  if [ "$set_name" = test ]; then
    echo "note: make engines and make recordings need Linux: Debian's Qt 6 and libadwaita bindings under Xvfb" >&2
  fi
  [ "${#brew[@]}" -gt 0 ] || exit 0
  formulae=() casks=()
  for package in ${brew[@]+"${brew[@]}"}; do
    case $package in --cask\ *) casks+=("${package#--cask }") ;; *) formulae+=("$package") ;; esac
  done
  commands=()
  [ "${#formulae[@]}" -eq 0 ] || commands+=("brew install ${formulae[*]}")
  [ "${#casks[@]}" -eq 0 ] || commands+=("brew install --cask ${casks[*]}")
  joined=$(printf '%s; ' "${commands[@]}")
  if have brew; then
    echo "note: apt-get is not available on macOS; with Homebrew, install what is missing: ${joined%; }" >&2
  else
    echo "note: apt-get is not available on macOS, and Homebrew is not installed (https://brew.sh);" \
      "with it, install what is missing: ${joined%; }" >&2
  fi
  exit 0
fi

packages=()
for pair in ${missing[@]+"${missing[@]}"}; do packages+=("${pair%% *}"); done
# The real engines the platform curves are checked against (make engines): Qt 6 through PyQt6
# (QEasingCurve, and Qt Quick's SpringAnimation offscreen), libadwaita through PyGObject under Xvfb.
# They are installed with their recommended packages: Qt's platform plugins (offscreen among
# them) are only recommended by libqt6gui6.
engines=()
if [ "$set_name" = test ]; then
  /usr/bin/python3 -c 'import PyQt6.QtCore' >/dev/null 2>&1 || engines+=(python3-pyqt6)
  /usr/bin/python3 -c 'import PyQt6.QtQml' >/dev/null 2>&1 || engines+=(python3-pyqt6.qtquick)
  exists '/usr/lib/*/qt6/plugins/platforms/libqoffscreen.so' || engines+=(qt6-qpa-plugins)
  exists '/usr/lib/*/qt6/qml/QtQuick' || engines+=(qml6-module-qtquick)
  exists '/usr/lib/*/qt6/qml/QtQml/WorkerScript' || engines+=(qml6-module-qtqml-workerscript)
  /usr/bin/python3 -c 'import gi' >/dev/null 2>&1 || engines+=(python3-gi)
  exists '/usr/lib/*/girepository-1.0/Adw-1.typelib' || engines+=(gir1.2-adw-1)
  exists '/usr/lib/*/girepository-1.0/Gtk-4.0.typelib' || engines+=(gir1.2-gtk-4.0)
  have xvfb-run || engines+=(xvfb xauth)
fi
if [ "${#packages[@]}" -eq 0 ] && [ "${#engines[@]}" -eq 0 ]; then exit 0; fi
all=(${packages[@]+"${packages[@]}"} ${engines[@]+"${engines[@]}"})
if ! have apt-get; then
  echo "note: missing ${all[*]} (Debian's names); apt-get is not available: install your system's packages for them" >&2
elif [ "$(id -u 2>/dev/null)" = 0 ]; then
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
  echo "note: missing ${all[*]}; install with: sudo apt-get install -y ${all[*]}" >&2
fi
