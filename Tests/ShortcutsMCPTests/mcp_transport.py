"""`shortcuts mcp` on raw bytes from a real pipe: what JSON-RPC 2.0 asks of lines that are not
messages, and requests answered after the client closed its input.

Run by MCPTransportTests.swift as `python mcp_transport.py SCENARIO PATH-TO-shortcuts`, like
mcp_client.py (whose library and helpers it shares). Every wait is bounded.
"""

import json
import os
import subprocess
import sys
import time

from mcp_client import BINARY, DUNE, ENV, check, prepare_library


def initialize(capabilities=None):
    return [
        {
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {
                "protocolVersion": "2025-11-25", "capabilities": capabilities or {},
                "clientInfo": {"name": "pipe", "version": "1"},
            },
        },
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
    ]


def piped(lines, *extra, limit=30):
    """Runs the server with `lines` on its standard input, which then ends (as `printf … |
    shortcuts mcp` does); returns its answers by id, its exit status and how long it took."""
    data = b"".join((line if isinstance(line, bytes) else json.dumps(line).encode()) + b"\n" for line in lines)
    started = time.monotonic()
    ended = subprocess.run(
        [BINARY, "mcp", *extra], input=data, capture_output=True, timeout=limit, env=dict(os.environ, **ENV)
    )
    seconds = time.monotonic() - started
    answers = [json.loads(line) for line in ended.stdout.splitlines() if line.strip()]
    return answers, ended.returncode, seconds, ended.stderr.decode()


def piped_after_initialize(init, lines, *extra, limit=30):
    """As `piped`, but sends `lines` only once the server has answered `initialize` (as MCP asks
    of a client), then closes the server's standard input."""
    encode = lambda line: json.dumps(line).encode() + b"\n"
    started = time.monotonic()
    server = subprocess.Popen(
        [BINARY, "mcp", *extra], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(os.environ, **ENV),
    )
    try:
        server.stdin.write(encode(init[0]))
        server.stdin.flush()
        first = server.stdout.readline()  # bounded: the server answers or exits
        check(first.strip(), "no answer to initialize")
        rest = b"".join(encode(line) for line in [*init[1:], *lines])
        out, err = server.communicate(input=rest, timeout=limit)  # writes, then closes its input
    finally:
        if server.poll() is None:
            server.kill()
    seconds = time.monotonic() - started
    answers = [json.loads(line) for line in (first + out).splitlines() if line.strip()]
    return answers, server.returncode, seconds, err.decode()


def by_id(answers, request_id):
    found = [a for a in answers if a.get("id") == request_id and "method" not in a]
    check(len(found) == 1, f"answers to {request_id!r}: {found} in {answers}")
    return found[0]


def pipe():
    """Bytes that are not JSON get -32700 with a null id, JSON that is not a message -32600;
    a tools/list piped in and followed by the end of input is answered before the exit."""
    answers, status, _, stderr = piped(
        [
            b"{this is not json",
            b"\xff\xfe not UTF-8",
            b"42",
            b'{"jsonrpc":"2.0","id":9}',
            *initialize(),
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        ]
    )
    check(status == 0, f"exit status {status}: {stderr}")
    errors = [a for a in answers if "error" in a]
    check([e["error"]["code"] for e in errors] == [-32700, -32700, -32600, -32600], f"errors: {errors}")
    check([e["id"] for e in errors] == [None, None, None, 9], f"ids: {errors}")
    check(all("id" in e for e in errors), "the id is null, not left out")
    check(errors[0]["error"]["message"].startswith("Parse error"), f"{errors[0]}")
    tools = [t["name"] for t in by_id(answers, 2)["result"]["tools"]]
    check("Books.BuyBook" in tools and "shortcut.steps" in tools, f"tools: {tools}")


def drain():
    """Calls in flight when the input ends are answered, then the server exits 0: one that
    finishes, one stopped by --timeout, and one whose question can no longer be answered."""
    steps = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "shortcut.steps", "arguments": {}}}
    answers, status, _, stderr = piped_after_initialize(initialize(), [steps])
    check(status == 0, f"exit status {status}: {stderr}")
    answer = by_id(answers, 2)
    check("result" in answer, f"steps: {answer}; stderr: {stderr}")
    result = answer["result"]
    check(result["isError"] is False, f"steps: {result}")

    slow = {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "shortcut.slow", "arguments": {}}}
    answers, status, seconds, stderr = piped_after_initialize(initialize(), [slow], "--timeout", "1")
    check(status == 0, f"exit status {status}: {stderr}")
    text = by_id(answers, 3)["result"]["content"][0]["text"]
    check("stopped after 1 s" in text, text)
    check(seconds < 120, f"took {seconds:.1f} s (a bound on a hang: the slow shortcut waits 600 s)")

    buy = {
        "jsonrpc": "2.0", "id": 4, "method": "tools/call",
        "params": {"name": "Books.BuyBook", "arguments": {"book": DUNE, "count": 1}},
    }
    answers, status, seconds, stderr = piped_after_initialize(initialize({"elicitation": {}}), [buy])
    check(status == 0, f"exit status {status}: {stderr}")
    result = by_id(answers, 4)["result"]
    text = result["content"][0]["text"]
    check(result["isError"] is True and "Dune" in text and "closed its input" in text, text)
    check(seconds < 120, f"took {seconds:.1f} s (a bound on a hang: the question is never answered)")


def gone():
    """A client that dies mid-call (both its pipes closed) ends the server at once, the call
    cancelled (issue 29, item 20): it finished the call first, up to the 300 s call timeout."""
    encode = lambda line: json.dumps(line).encode() + b"\n"
    slow = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "shortcut.slow", "arguments": {}}}
    server = subprocess.Popen(
        [BINARY, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(os.environ, **ENV),
    )
    try:
        init = initialize()
        server.stdin.write(encode(init[0]))
        server.stdin.flush()
        check(server.stdout.readline().strip(), "no answer to initialize")
        server.stdin.write(encode(init[1]) + encode(slow))
        server.stdin.flush()
        # The call is running once the log on standard error says nothing yet and a moment passed;
        # the slow shortcut waits 600 s, so any end within the bound below is the client's going.
        time.sleep(1)
        started = time.monotonic()
        server.stdout.close()
        server.stdin.close()
        status = server.wait(timeout=120)
        seconds = time.monotonic() - started
    finally:
        if server.poll() is None:
            server.kill()
    stderr = server.stderr.read().decode()
    check(status == 0, f"exit status {status}: {stderr}")
    check(seconds < 100, f"took {seconds:.1f} s after the client went (a bound on a hang: the call waits 600 s)")


SCENARIOS = {"pipe": pipe, "drain": drain, "gone": gone}

if __name__ == "__main__":
    prepare_library()
    SCENARIOS[sys.argv[1]]()
    print(f"{sys.argv[1]}: ok")
