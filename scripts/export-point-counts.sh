#!/usr/bin/env bash
# Prints the Markdown table of `jellylab export --format css-linear` point counts beside
# Ramer-Douglas-Peucker's at the same bound E, for the curves of the export tests.
# Usage: scripts/export-point-counts.sh [path to jellylab] (default .build/release/jellylab)
set -euo pipefail
bin=${1:-.build/release/jellylab}
sources=(
  "UIKit --duration 1 --damping 0.5|--duration 1 --damping 0.5"
  "UIKit --duration 1 --damping 0.85 (the jelly)|--duration 1 --damping 0.85"
  "Core Animation --mass 1 --stiffness 100 --damping-coefficient 10|--mass 1 --stiffness 100 --damping-coefficient 10"
  "Core Animation --mass 2 --stiffness 300 --damping-coefficient 60|--mass 2 --stiffness 300 --damping-coefficient 60"
  "SwiftUI --response 0.5 --damping 0.7 --velocity 1|--response 0.5 --damping 0.7 --velocity 1"
  "SwiftUI --duration 0.6 --bounce 0.3|--duration 0.6 --bounce 0.3"
  "easeOutElastic|--curve easeOutElastic"
  "easeOutBack|--curve easeOutBack"
  "cubic-bezier(0.68, -0.6, 0.32, 1.6)|--curve cubic-bezier(0.68,-0.6,0.32,1.6)"
  "skype diff (normalised)|--preset skype"
  "jelly diff (normalised)|--preset jelly"
)
field() { sed -n "s/^$1: //p" <<<"$2"; }
echo "| source | E | export points | RDP points | certified max error | duration |"
echo "| --- | --- | --- | --- | --- | --- |"
for entry in "${sources[@]}"; do
  label=${entry%%|*}
  read -r -a arguments <<<"${entry#*|}"
  for bound in 0.001 0.01; do
    report=$("$bin" export --max-error "$bound" "${arguments[@]}" 2>&1 >/dev/null)
    printf '| %s | %s | %s | %s | %.3g | %s s |\n' "$label" "$bound" \
      "$(field points "$report")" "$(field rdp_points "$report")" \
      "$(field certified_error "$report")" "$(field duration_s "$report")"
  done
done
