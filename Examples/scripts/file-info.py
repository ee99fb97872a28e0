#!/usr/bin/env python3
# A script action whose output is a dictionary: facts about a file, printed as JSON.
#
# @title Get File Facts
# @description Gets the size, kind and modification date of a file or folder.
# @param path text "Path"
# @output json
# @touches files
# @timeout 10
import datetime
import json
import os
import sys

path = os.path.expanduser(os.environ["PARAM_PATH"])
try:
    info = os.stat(path)
except OSError as error:
    print(f"{path}: {error.strerror}", file=sys.stderr)
    sys.exit(1)
modified = datetime.datetime.fromtimestamp(info.st_mtime, datetime.timezone.utc)
json.dump({
    "name": os.path.basename(os.path.abspath(path)),
    "kind": "folder" if os.path.isdir(path) else "file",
    "size": info.st_size,
    "modified": modified.isoformat(timespec="seconds").replace("+00:00", "Z"),
}, sys.stdout)
