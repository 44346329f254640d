#!/usr/bin/env bash
# Builds the Latin Inter file every page preloads (src/styles/fonts/inter-latin-wght-400-800.woff2)
# from @fontsource-variable/inter. Run it again after upgrading that package; the output is committed,
# so neither the build nor CI needs Python.
#
# Needs fonttools and brotli (`pip install fonttools brotli`). What it keeps, and why it is smaller
# (48 KB -> 29 KB):
#   - the weight axis only from 400 to 800, the weights the theme uses (src/styles/theme.ts);
#   - the same characters as Fontsource's Latin file, so the @font-face unicode-range is unchanged;
#   - the OpenType features text needs (kerning, marks, contextual forms, tabular figures), without
#     fractions or hinting (phones and high-density screens ignore hints).
set -euo pipefail
cd "$(dirname "$0")/.."
source_file=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
output=src/styles/fonts/inter-latin-wght-400-800.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source_file" wght=400:800 --output "$work/inter.ttf"
pyftsubset "$work/inter.ttf" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --layout-features="ccmp,locl,kern,mark,mkmk,calt,tnum" \
  --no-hinting --flavor=woff2 --output-file="$output"
ls -l "$output"
