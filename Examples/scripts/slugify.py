#!/usr/bin/env python3
# A script action in Python: turns a title into a slug for a file or URL name.
#
# @title Make Slug
# @description Lower-cases a text and joins its words with a separator, dropping accents and punctuation.
# @param text text "Text"
# @param separator text "Separator" default=-
# @param limit integer "Longest" optional
# @output text
# @summary Make a slug of ${text}
import os
import re
import sys
import unicodedata

text, separator, limit = sys.argv[1], sys.argv[2], sys.argv[3]
plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
words = re.findall(r"[a-z0-9]+", plain.lower())
if not words:
    print("there is nothing to make a slug of in " + repr(text), file=sys.stderr)
    sys.exit(1)
slug = separator.join(words)
if limit:  # an optional parameter the shortcut leaves empty arrives as ""
    slug = slug[: int(limit)].rstrip(separator)
print(slug)
