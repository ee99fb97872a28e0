#!/bin/sh
# A script action: counts the words, lines or characters of a text.
#
# @title Count Text
# @description Counts the words, lines or characters of a text.
# @param text text "Text"
# @param unit text "Unit" default=words choices=words|lines|characters
# @output integer
# @summary Count ${unit} in ${text}
#
# The parameters arrive as arguments ($1, $2) and as PARAM_TEXT and PARAM_UNIT.
case "$PARAM_UNIT" in
    words) printf '%s' "$1" | wc -w ;;
    lines) printf '%s\n' "$1" | wc -l ;;
    characters) printf '%s' "$1" | wc -m ;;
    *) echo "unknown unit: $PARAM_UNIT" >&2; exit 2 ;;
esac
