#!/usr/bin/env python3
"""Records an app's conversation with its host, for validate.py.

    python3 record.py LOG -- COMMAND [ARGUMENT...]

Runs COMMAND as the app, passing standard input and output through line by line, and appends
every line to LOG: "> " and the line for what the host sent, "< " and the line for what the
app wrote. Standard error passes through untouched. Install it in an app's manifest in front of
the app's command to record a real session.
"""
import subprocess
import sys
import threading


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit("usage: record.py LOG -- COMMAND [ARGUMENT...]")
    log = open(sys.argv[1], "a", buffering=1, encoding="utf-8")
    lock = threading.Lock()
    app = subprocess.Popen(sys.argv[3:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def note(prefix, line):
        with lock:
            log.write(prefix + line.decode("utf-8", "replace").rstrip("\n") + "\n")

    def to_app():
        for line in sys.stdin.buffer:
            note("> ", line)
            try:
                app.stdin.write(line)
                app.stdin.flush()
            except BrokenPipeError:
                break
        try:
            app.stdin.close()
        except BrokenPipeError:
            pass

    threading.Thread(target=to_app, daemon=True).start()
    for line in app.stdout:
        note("< ", line)
        sys.stdout.buffer.write(line)
        sys.stdout.buffer.flush()
    sys.exit(app.wait())


main()
