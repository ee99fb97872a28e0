#!/usr/bin/env python3
"""Checks a recorded conversation (record.py) against the app protocol's JSON Schemas.

    python3 validate.py LOG

Each line of LOG is "> " (host to app) or "< " (app to host) and one message. Requests and
notifications are checked against <method>.request.json / <method>.notification.json; a
response against the result schema of the method its id was sent with (by the other side), or
error.response.json. Prints one line per problem and a summary; exits 1 if anything is wrong.
Needs the `jsonschema` package (4.18 or later).
"""
import json
import pathlib
import sys

import jsonschema
from referencing import Registry, Resource

HERE = pathlib.Path(__file__).resolve().parent
RESULTS = {
    "initialize": "initialize.result",
    "intent/perform": "intent-perform.result",
    "entity/resolve": "entities.result",
    "entity/suggested": "entities.result",
    "entity/all": "entities.result",
    "entity/search": "entities.result",
    "entity/query": "entities.result",
    "shutdown": "shutdown.result",
    "interaction/prompt": "interaction-prompt.result",
}
NOTIFICATIONS = {
    "$/cancelRequest": "cancel-request.notification",
    "$/progress": "progress.notification",
    "$/log": "log.notification",
}


def load():
    schemas = {}
    for path in HERE.glob("*.json"):
        schemas[path.stem] = json.loads(path.read_text(encoding="utf-8"))
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values())
    return {name: jsonschema.Draft202012Validator(schema, registry=registry) for name, schema in schemas.items()}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: validate.py LOG")
    validators = load()
    sent = {">": {}, "<": {}}  # direction -> id -> method of requests sent that way
    problems, checked, seen = [], 0, set()
    for number, raw in enumerate(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        direction, line = raw[:1], raw[2:]
        try:
            message = json.loads(line)
        except ValueError:
            problems.append(f"line {number}: not JSON: {line[:80]}")
            continue
        if "method" in message:
            method = message["method"]
            if "id" in message:
                sent[direction][json.dumps(message["id"])] = method
                name = RESULTS.get(method) and method.replace("/", "-") + ".request"
            else:
                name = NOTIFICATIONS.get(method)
        elif "error" in message:
            name, method = "error.response", "error"
        else:
            other = "<" if direction == ">" else ">"
            method = sent[other].get(json.dumps(message.get("id")))
            name = RESULTS.get(method)
        if name is None:
            problems.append(f"line {number}: no schema for {method!r}")
            continue
        errors = sorted(validators[name].iter_errors(message), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(p) for p in error.absolute_path)
            problems.append(f"line {number} ({name}) at {where or 'top'}: {error.message[:200]}")
        checked += 1
        seen.add(name)
    for problem in problems:
        print(problem)
    print(f"{checked} messages checked against {len(seen)} schemas: {', '.join(sorted(seen))}")
    sys.exit(1 if problems else 0)


main()
