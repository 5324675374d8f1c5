#!/bin/sh
# Makes src/i18n/fonts/myanmar-language-names.woff2: Noto Sans Myanmar (OFL, from
# @fontsource/noto-sans-myanmar) cut down to the Myanmar letters the language switch shows in
# every language ('မြန်မာ' and the digits of '၀-၉'), about 2 KB, so an English screen draws them
# on a desk without a Myanmar system font without fetching the whole font (ADR 028).
# Run once after changing those labels and commit the result:
#   apt-get install -y fonttools python3-brotli && sh apps/web/scripts/make-language-names-font.sh
set -eu
cd "$(dirname "$0")/.."
source=../../node_modules/@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2
# Every layout feature, so the shaping rules that draw မြ (medial ra around its consonant) and
# the stacked vowels are kept with the glyphs they reach.
pyftsubset "$source" \
  --text='မြန်မာ၀၁၂၃၄၅၆၇၈၉' \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/i18n/fonts/myanmar-language-names.woff2
ls -l src/i18n/fonts/myanmar-language-names.woff2
