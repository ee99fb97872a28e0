"""Drives `shortcuts mcp` with the official MCP Python SDK's client (mcp==2.3.0).

Run by MCPClientTests.swift as `python mcp_client.py SCENARIO PATH-TO-shortcuts`; each scenario
sets up a home of its own, asserts, and exits 0 when everything held. Every wait is bounded.
"""

import json
import os
import subprocess
import sys
import tempfile

import anyio
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.types import ElicitResult

BINARY = sys.argv[2]
HOME = tempfile.mkdtemp(prefix="mcp-test-")
ENV = {
    "SHORTCUTS_HOME": HOME,
    "SHORTCUTS_FILES_ROOT": HOME,
    "XDG_CONFIG_HOME": os.path.join(HOME, "config"),
    "TZ": "UTC",
    # The test harness's patience with apps (docs/app-protocol.md): a loaded machine starts them slowly.
    "SHORTCUTS_APP_TIMEOUT_SCALE": os.environ.get("SHORTCUTS_APP_TIMEOUT_SCALE", "6"),
}
LOG = os.path.join(HOME, "calls.jsonl")
SLOW_ID = "00000000-0000-4000-8000-00000000a001"
SCRIPT_ID = "00000000-0000-4000-8000-00000000a004"
STEPS_ID = "00000000-0000-4000-8000-00000000a002"
DUNE = "B00C0000-0000-4000-8000-000000000001"


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def write_shortcut(identifier, name, actions, file_name=None):
    library = os.path.join(HOME, "shortcuts")
    os.makedirs(library, exist_ok=True)
    document = {"format": 1, "id": identifier, "name": name, "actions": actions}
    with open(os.path.join(library, file_name or f"{name.lower()}.json"), "w") as f:
        json.dump(document, f, indent=2)


def wait_action(number, seconds):
    return {"id": f"00000000-0000-4000-8000-00000000b{number:03d}", "action": "wait", "seconds": {"number": seconds}}


def prepare_library():
    """The CLI creates the library with its examples; two test shortcuts are added to it."""
    subprocess.run([BINARY, "list"], env=dict(os.environ, **ENV), capture_output=True, timeout=60, check=True)
    write_shortcut(SLOW_ID, "Slow", [wait_action(1, 600)])
    write_shortcut(STEPS_ID, "Steps", [wait_action(2, 0.05), wait_action(3, 0.05), wait_action(4, 0.05)])
    script = {
        "id": "00000000-0000-4000-8000-00000000b010", "action": "runShellScript", "script": "echo from-the-script",
        "shell": "sh", "input": {"var": "input"}, "passInput": "stdin",
    }
    write_shortcut(SCRIPT_ID, "Scripted", [script])


def server(*extra):
    return StdioServerParameters(command=BINARY, args=["mcp", "--log", LOG, *extra], env=ENV)


def logged_calls():
    if not os.path.exists(LOG):
        return []
    with open(LOG) as f:
        return [json.loads(line) for line in f if line.strip()]


async def session(body, elicit=None, extra=()):
    with anyio.fail_after(90):
        async with stdio_client(server(*extra)) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=30, elicitation_callback=elicit) as s:
                init = await s.initialize()
                check(init.protocol_version == "2025-11-25", f"negotiated {init.protocol_version}")
                await body(s)


# MARK: scenarios


async def schemas(s):
    tools = {t.name: t for t in (await s.list_tools()).tools}
    buy = tools["Books.BuyBook"]
    book_id = (
        'The ID of a Book (Books.BookEntity); get IDs with the search_entities tool (type "Books.BookEntity")'
        " or Books.BookEntity.find"
    )
    check(
        buy.input_schema
        == {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "book": {"type": "string", "title": "Book", "description": book_id},
                "count": {"type": "integer", "minimum": 1, "maximum": 10, "default": 1, "title": "Count"},
            },
            "required": ["book"],
        },
        f"Books.BuyBook input: {json.dumps(buy.input_schema)}",
    )
    check(buy.output_schema["properties"]["result"]["type"] == "object", f"output: {buy.output_schema}")
    soup = tools["SoupChef.OrderSoup"].input_schema["properties"]
    check(
        soup["orderType"]
        == {
            "type": "string",
            "enum": ["pickup", "delivery"],
            "enumNames": ["Pickup", "Delivery"],
            "default": "pickup",
            "title": "Order Type",
        },
        f"orderType: {soup['orderType']}",
    )
    toppings = soup["toppings"]
    check(toppings["type"] == "array" and toppings["items"]["type"] == "string", f"toppings: {toppings}")
    check("SoupChef.Topping" in toppings["items"]["description"], f"toppings: {toppings}")
    check(
        "toppings" not in tools["SoupChef.OrderSoup"].input_schema["required"],
        "an optional list is not required",
    )
    delete = tools["Meditation.DeleteMeditationSession"].annotations
    check(delete.read_only_hint is False and delete.destructive_hint is True, f"delete: {delete}")
    find = tools["Books.BookEntity.find"]
    check(find.annotations.read_only_hint is True, f"find: {find.annotations}")
    rating = [
        row
        for row in find.input_schema["properties"]["where"]["items"]["oneOf"]
        if row["properties"]["property"]["const"] == "rating"
    ][0]
    check(
        rating["properties"]["comparator"]["enum"] == ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"],
        f"rating row: {rating}",
    )
    check(tools["shortcut.word-tools"].annotations.read_only_hint is True, "Word Tools touches nothing")
    check(tools["shortcut.disk-usage-warning"].annotations.open_world_hint is True, "a script is open-world")
    check("Shortcuts.Text" not in tools, "the built-in app's intents are not tools")
    print(f"{len(tools)} tools")


async def find_matches_cli(s):
    rows = [{"property": "rating", "comparator": "greaterThanOrEqualTo", "value": 4}]
    result = await s.call_tool(
        "Books.BookEntity.find",
        {"where": rows, "sort": [{"property": "datePublished", "order": "descending"}], "limit": 4},
    )
    check(not result.is_error, result.content[0].text)
    found = result.structured_content["result"]
    check(len(found) == 4, f"found {found}")
    action = {
        "id": "00000000-0000-4000-8000-00000000c001",
        "action": "find",
        "entity": "Books.BookEntity",
        "match": "all",
        "where": [{"property": "rating", "comparator": "greaterThanOrEqualTo", "value": {"number": 4}}],
        "sort": [{"property": "datePublished", "order": "descending"}],
        "limit": {"number": 4},
    }
    path = os.path.join(HOME, "find.json")
    with open(path, "w") as f:
        json.dump({"format": 1, "id": "00000000-0000-4000-8000-00000000c000", "name": "F", "actions": [action]}, f)
    cli = subprocess.run(
        [BINARY, "run", path, "--output-type", "json", "-o", "-"],
        env=dict(os.environ, **ENV), capture_output=True, text=True, timeout=60,
    )
    check(cli.returncode == 0, cli.stderr)
    check(json.loads(cli.stdout) == found, f"CLI {cli.stdout} vs MCP {found}")
    check(result.content[0].text.split("\n")[0] == found[0]["title"], result.content[0].text)
    # A span of recent time: the host turns it into a date the app's own query compares with.
    recent = [{"property": "dateRead", "comparator": "isInTheLast", "value": 1, "unit": "years"}]
    result = await s.call_tool(
        "Books.BookEntity.find", {"where": recent, "sort": [{"property": "dateRead", "order": "descending"}]}
    )
    check(not result.is_error, result.content[0].text)
    titles = [book["title"] for book in result.structured_content["result"]]
    cli = subprocess.run(
        [BINARY, "run", "Recent Reading"], env=dict(os.environ, **ENV), capture_output=True, text=True, timeout=60,
    )
    check(cli.returncode == 0 and titles and cli.stdout.split("\n")[: len(titles)] == titles, f"{titles} vs {cli}")
    wrong = await s.call_tool(
        "Books.BookEntity.find", {"where": [dict(recent[0], unit="fortnights")]}
    )
    check(wrong.is_error and "unit" in wrong.content[0].text, wrong.content[0].text)
    search = await s.call_tool("search_entities", {"type": "Books.BookEntity", "query": "dune"})
    check(search.structured_content["result"][0]["id"] == DUNE, f"search: {search.structured_content}")


def answering(*answers):
    asked = []

    async def on_elicit(context, params):
        asked.append(params)
        action, content = answers[len(asked) - 1]
        return ElicitResult(action=action, content=content)

    return on_elicit, asked


async def confirm_yes_then_no():
    on_elicit, asked = answering(("accept", {"answer": True}), ("decline", None))

    async def body(s):
        yes = await s.call_tool("Books.BuyBook", {"book": DUNE, "count": 2})
        check(not yes.is_error, yes.content[0].text)
        check(yes.structured_content["result"]["type"] == "Books.OrderEntity", f"{yes.structured_content}")
        schema = asked[0].requested_schema
        check(schema["properties"]["answer"]["type"] == "boolean", f"schema: {schema}")
        check("Dune" in asked[0].message, f"asked: {asked[0].message}")
        no = await s.call_tool("Books.BuyBook", {"book": DUNE, "count": 1})
        check(no.is_error, no.content[0].text)
        check("cancel" in no.content[0].text.lower(), no.content[0].text)
        check(len(asked) == 2, f"asked {len(asked)} times")

    await session(body, elicit=on_elicit)


async def script_confirmed_once():
    """A shortcut that runs programs, allowed in the config file but untrusted: the person
    confirms it through elicitation (the policy's one confirmer), which also trusts it, so the
    next run asks nothing."""
    config = os.path.join(HOME, "config", "shortcuts")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "config.json"), "w") as f:
        json.dump({"allowRunningScripts": True}, f)
    on_elicit, asked = answering(("accept", {"answer": True}))

    async def body(s):
        first = await s.call_tool("shortcut.scripted", {})
        check(not first.is_error, first.content[0].text)
        check(first.structured_content["result"].strip() == "from-the-script", f"{first.structured_content}")
        check("runs programs" in asked[0].message and "not trusted" in asked[0].message, asked[0].message)
        again = await s.call_tool("shortcut.scripted", {})
        check(not again.is_error, again.content[0].text)
        check(len(asked) == 1, f"asked {len(asked)} times")

    await session(body, elicit=on_elicit)


async def choice_by_elicitation():
    on_elicit, asked = answering(("accept", {"answer": "2"}))

    async def body(s):
        started = await s.call_tool("Meditation.StartMeditationIntent", {})
        check(not started.is_error, started.content[0].text)
        options = asked[0].requested_schema["properties"]["answer"]["oneOf"]
        check(options[1]["const"] == "2", f"options: {options}")
        title = options[1]["title"].split(" — ")[0]
        check(started.structured_content["result"]["title"] == title, f"{started.structured_content} vs {title}")

    await session(body, elicit=on_elicit)


async def refused_without_elicitation(s):
    buy = await s.call_tool("Books.BuyBook", {"book": DUNE, "count": 1})
    check(buy.is_error, buy.content[0].text)
    check("did not declare the elicitation capability" in buy.content[0].text, buy.content[0].text)
    check("Dune" in buy.content[0].text, f"the refusal names the question: {buy.content[0].text}")
    check("use an MCP client that supports elicitation" in buy.content[0].text, buy.content[0].text)
    script = await s.call_tool("shortcut.scripted", {})
    check(script.is_error, script.content[0].text)
    check("running programs is off" in script.content[0].text, script.content[0].text)
    check("from a terminal" not in script.content[0].text, script.content[0].text)
    check(
        '"allowRunningScripts": true' in script.content[0].text
        and "or use an MCP client that supports elicitation" in script.content[0].text,
        script.content[0].text,
    )


async def cancel_progress_timeout():
    async def body(s):
        with anyio.move_on_after(1.5):
            await s.call_tool("shortcut.slow", {})
            raise AssertionError("the slow call ended by itself")
        with anyio.fail_after(60):
            while not any(c["tool"] == "shortcut.slow" for c in logged_calls()):
                await anyio.sleep(0.05)
        slow = [c for c in logged_calls() if c["tool"] == "shortcut.slow"][0]
        check(slow["message"] == "cancelled by the client", f"logged {slow}")
        # The run waits 600 s: ending well before that is the cancel's doing, even on a loaded machine.
        check(slow["durationMilliseconds"] < 300000, f"the run went on after the cancel: {slow}")
        seen = []

        async def progress(value, total, message):
            seen.append((value, message))

        steps = await s.call_tool("shortcut.steps", {}, progress_callback=progress)
        check(not steps.is_error, steps.content[0].text)
        check([v for v, _ in seen] == [1, 2, 3], f"progress {seen}")
        check(seen[0][1] == "action 1 (Wait)", f"progress {seen}")

    await session(body)

    async def timed(s):
        slow = await s.call_tool("shortcut.slow", {})
        check(slow.is_error and "stopped after 1 s" in slow.content[0].text, slow.content[0].text)

    await session(timed, extra=("--timeout", "1"))


async def arguments_checked(s):
    wrong = await s.call_tool("Books.BuyBook", {"book": DUNE, "count": "three"})
    check(wrong.is_error, wrong.content[0].text)
    check("argument 'count' must be an integer" in wrong.content[0].text, wrong.content[0].text)
    out = await s.call_tool("Books.BuyBook", {"book": DUNE, "count": 11})
    check("argument 'count' must be between 1 and 10" in out.content[0].text, out.content[0].text)
    extra = await s.call_tool("Books.BuyBook", {"book": DUNE, "colour": "red"})
    check("unknown argument 'colour'" in extra.content[0].text, extra.content[0].text)
    missing = await s.call_tool("Books.BuyBook", {})
    check("missing argument 'book'" in missing.content[0].text, missing.content[0].text)
    shelf = await s.call_tool("Books.OpenShelf", {"shelf": "attic"})
    check("must be one of currentlyReading, wantToRead, read" in shelf.content[0].text, shelf.content[0].text)
    try:
        await s.call_tool("No.Such.Tool", {})
        raise AssertionError("an unknown tool answered")
    except Exception as error:  # MCPError
        check(getattr(error, "error", None) is not None and error.error.code == -32602, f"{error!r}")
        check("No.Such.Tool" in error.error.message, error.error.message)
    words = await s.call_tool("shortcut.word-tools", {"input": "sunny skies over the sea"})
    check(not words.is_error and "Words: 5" in words.content[0].text, words.content[0].text)
    names = [c["tool"] for c in logged_calls()]
    check(names.count("Books.BuyBook") == 4 and "No.Such.Tool" in names, f"logged {names}")


async def resources_change(s):
    resources = (await s.list_resources()).resources
    uris = [str(r.uri) for r in resources]
    check(f"shortcuts://library/{SLOW_ID.upper()}.json" in uris, f"{uris[:4]}")
    text = await s.read_resource(f"shortcuts://library/{SLOW_ID.upper()}.txt")
    check("Wait 600 seconds" in text.contents[0].text, text.contents[0].text)
    raw = await s.read_resource(f"shortcuts://library/{SLOW_ID.upper()}.json")
    check(json.loads(raw.contents[0].text)["name"] == "Slow", raw.contents[0].text)
    write_shortcut("00000000-0000-4000-8000-00000000a003", "Fresh", [wait_action(5, 0.01)])
    with anyio.fail_after(60):
        while "shortcut.fresh" not in [t.name for t in (await s.list_tools()).tools]:
            await anyio.sleep(0.1)


async def protocol_errors():
    """Raw JSON-RPC lines, not the SDK: malformed input, unknown methods, a disconnect mid-call."""
    process = await anyio.open_process([BINARY, "mcp", "--log", LOG, "--timeout", "2"], env=dict(os.environ, **ENV))
    lines = []
    buffer = b""

    async def send(message):
        text = message if isinstance(message, str) else json.dumps(message)
        await process.stdin.send(text.encode() + b"\n")

    async def reply(request_id=None):
        nonlocal buffer
        with anyio.fail_after(60):
            while True:
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    message = json.loads(line)
                    lines.append(message)
                    if "id" in message and (request_id is None or message["id"] == request_id):
                        return message
                buffer += await process.stdout.receive()

    await send("this is not json")
    parse = await reply()
    check(parse["error"]["code"] == -32700 and parse["id"] is None, f"parse error: {parse}")
    await send({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    early = await reply(1)
    check(early["error"]["code"] == -32600, f"before initialize: {early}")
    await send(
        {
            "jsonrpc": "2.0", "id": 2, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}},
        }
    )
    init = await reply(2)
    check(init["result"]["protocolVersion"] == "2025-06-18", f"negotiation: {init}")
    await send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    await send({"jsonrpc": "2.0", "id": 3, "method": "no/such/method"})
    check((await reply(3))["error"]["code"] == -32601, "unknown method")
    await send({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": 42}})
    bad = await reply(4)
    check(bad.get("error", {}).get("code") == -32602, f"a call whose name is not a string: {bad}")
    check("name" in bad["error"]["message"], f"{bad}")
    await send({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "Books.BuyBook", "arguments": {"count": [1]}}})
    typed = await reply(5)
    check(typed["result"]["isError"] is True, f"wrong types: {typed}")
    await send({"jsonrpc": "2.0", "id": 6, "method": "ping"})
    check((await reply(6))["result"] == {}, "still answering")
    await send({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "shortcut.slow", "arguments": {}}})
    await anyio.sleep(0.5)
    await process.stdin.aclose()
    # The call in flight is still answered (stopped by --timeout), then the server exits.
    slow = await reply(7)
    check(slow["result"]["isError"] and "stopped after 2 s" in slow["result"]["content"][0]["text"], f"{slow}")
    with anyio.fail_after(60):
        status = await process.wait()
    check(status == 0, f"exit status {status} after the client went away mid-call")


async def entity_input(s):
    """A shortcut whose input is a Book takes the Book's ID, as its tool's schema asks (issue 29,
    item 17: the call failed with "the shortcut's input is text, not Book")."""
    write_shortcut(
        "00000000-0000-4000-8000-00000000a0e0", "Book Title",
        [{
            "id": "00000000-0000-4000-8000-00000000a0e1", "action": "Shortcuts.ShowResult",
            "parameters": {"text": {"text": ["Reading ", {"var": "input"}]}},
        }],
    )
    with open(os.path.join(HOME, "shortcuts", "book title.json")) as f:
        document = json.load(f)
    document["input"] = {"type": "entity:Books.BookEntity", "whenMissing": "stop"}
    with open(os.path.join(HOME, "shortcuts", "book title.json"), "w") as f:
        json.dump(document, f)
    with anyio.fail_after(60):
        while "shortcut.book-title" not in [t.name for t in (await s.list_tools()).tools]:
            await anyio.sleep(0.1)
    tool = [t for t in (await s.list_tools()).tools if t.name == "shortcut.book-title"][0]
    check("Book" in json.dumps(tool.input_schema["properties"]["input"]), f"schema: {tool.input_schema}")
    result = await s.call_tool("shortcut.book-title", {"input": DUNE})
    check(not result.is_error, result.content[0].text)
    check("Reading Dune" in result.content[0].text, result.content[0].text)


PROBE_APP = r"""
import json, sys
INTENT = {"identifier": "Probe.Work", "title": "Work", "description": "Works, saying so.", "searchKeywords": [],
          "parameters": [], "summary": {"summary": {"template": ["Work"], "more": []}}, "openAppWhenRun": False,
          "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True, "sideEffects": [],
          "previousIdentifiers": [], "output": "string"}
def send(message):
    print(json.dumps(message), flush=True)
for line in sys.stdin:
    message = json.loads(line)
    if "id" not in message:
        continue
    result = {}
    if message["method"] == "initialize":
        result = {"protocolVersion": 1, "server": {"name": "probe"}, "app": {"name": "Probe", "displayName": "Probe",
                  "systemImageName": "gauge", "intents": [INTENT], "entities": [], "enums": [], "shortcuts": []}}
    elif message["method"] == "intent/perform":
        send({"jsonrpc": "2.0", "method": "$/log", "params": {"level": "warning", "message": "careful"}})
        send({"jsonrpc": "2.0", "method": "$/progress",
              "params": {"requestId": message["id"], "completed": 1, "total": 2, "message": "half way"}})
        result = {"value": {"text": "done"}}
    send({"jsonrpc": "2.0", "id": message["id"], "result": result})
"""


async def app_log():
    """An app's $/log lines reach the client as MCP log messages and its $/progress as progress,
    with its message (issue 29, item 19)."""
    script = os.path.join(HOME, "probe.py")
    with open(script, "w") as f:
        f.write(PROBE_APP)
    os.makedirs(os.path.join(HOME, "apps"), exist_ok=True)
    with open(os.path.join(HOME, "apps", "Probe.json"), "w") as f:
        json.dump({"name": "Probe", "command": "python3", "arguments": ["-u", script]}, f)
    logged, progressed = [], []

    async def on_log(params):
        logged.append((params.level, params.logger, params.data))

    async def on_progress(value, total, message):
        progressed.append((value, message))

    with anyio.fail_after(90):
        async with stdio_client(server()) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=60, logging_callback=on_log) as s:
                await s.initialize()
                result = await s.call_tool("Probe.Work", {}, progress_callback=on_progress)
                check(not result.is_error, result.content[0].text)
    check(("warning", "Probe", "careful") in logged, f"log messages: {logged}")
    check(any(message == "half way" for _, message in progressed), f"progress: {progressed}")
    values = [value for value, _ in progressed]
    check(values == sorted(values) and len(set(values)) == len(values), f"progress must grow: {progressed}")


async def hostile_tool_name():
    """A client's tool name reaches the log on standard error escaped (issue 29, item 11): none of
    its escape sequences can set the terminal's title or clipboard, whatever terminal shows it."""
    name = "x\x1b]0;PWNED\x07\x1b]52;c;UFdORUQ=\x07\u009b31m"
    with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as errlog:
        with anyio.fail_after(90):
            async with stdio_client(server(), errlog=errlog) as (read, write):
                async with ClientSession(read, write, read_timeout_seconds=30) as s:
                    await s.initialize()
                    try:
                        result = await s.call_tool(name, {})
                        check(result.is_error, f"an unknown tool succeeded: {result}")
                    except Exception as error:  # the SDK raises for a JSON-RPC error answer
                        check("x" in str(error), f"{error!r}")
        errlog.seek(0)
        text = errlog.read()
    check("shortcuts mcp: x" in text and "PWNED" in text, f"the call is not logged: {text!r}")
    check(not any(c in text for c in "\x1b\x07\u009b"), f"a control character reached standard error: {text!r}")


async def runs_kept():
    """A tool call's run is kept in the run history under the client's name, and list_runs and
    get_run read it back (issue 31)."""
    from mcp.types import Implementation

    with anyio.fail_after(90):
        async with stdio_client(server()) as (read, write):
            async with ClientSession(
                read, write, read_timeout_seconds=30, client_info=Implementation(name="history-probe", version="1")
            ) as s:
                await s.initialize()
                result = await s.call_tool("shortcut.steps", {})
                check(not result.is_error, f"the run failed: {result}")
                # The agent reads its run back: the list, then the run with its steps.
                listed = await s.call_tool("list_runs", {"shortcut": "Steps", "limit": 5})
                check(not listed.is_error, f"list_runs: {listed}")
                runs = listed.structured_content["runs"]
                check(len(runs) == 1 and runs[0]["outcome"] == "succeeded", f"list_runs: {runs}")
                got = await s.call_tool("get_run", {"id": runs[0]["id"][:8]})
                check(not got.is_error, f"get_run: {got}")
                steps = got.structured_content["steps"]
                check([step["action"] for step in steps] == ["wait"] * 3, f"steps: {steps}")
                missing = await s.call_tool("get_run", {"id": "0000aaaa"})
                check(missing.is_error and "no run has the id" in missing.content[0].text, f"missing: {missing}")
                bad = await s.call_tool("list_runs", {"outcome": "sideways"})
                check(bad.is_error, f"a bad outcome: {bad}")
                # The newest runs are resources too, each the run with its steps.
                resources = [str(r.uri) for r in (await s.list_resources()).resources]
                uri = f"shortcuts://runs/{runs[0]['id']}.json"
                check(uri in resources, f"resources: {resources}")
                read = await s.read_resource(uri)
                run = json.loads(read.contents[0].text)
                check(run["id"] == runs[0]["id"] and len(run["steps"]) == 3, f"resource: {run}")
    listed = subprocess.run(
        [BINARY, "runs", "list", "--json"], env=dict(os.environ, **ENV), capture_output=True, timeout=60, check=True
    )
    runs = json.loads(listed.stdout)
    check(len(runs) == 1, f"runs: {runs}")
    run = runs[0]
    check(run["source"] == "mcp" and run["sourceDetail"] == "history-probe", f"source: {run}")
    check(run["outcome"] == "succeeded" and run["steps"] == 3, f"run: {run}")
    check(run["shortcut"]["id"] == STEPS_ID.upper(), f"shortcut: {run}")


SCENARIOS = {
    "history": runs_kept,
    "hostile": hostile_tool_name,
    "app-log": app_log,
    "entity-input": lambda: session(entity_input, extra=("--poll", "0.2")),
    "schemas": lambda: session(schemas),
    "find": lambda: session(find_matches_cli),
    "confirm": confirm_yes_then_no,
    "choice": choice_by_elicitation,
    "script": script_confirmed_once,
    "refuse": lambda: session(refused_without_elicitation),
    "cancel": cancel_progress_timeout,
    "arguments": lambda: session(arguments_checked),
    "resources": lambda: session(resources_change, extra=("--poll", "0.2")),
    "protocol": protocol_errors,
}

if __name__ == "__main__":
    prepare_library()
    anyio.run(SCENARIOS[sys.argv[1]])
    print(f"{sys.argv[1]}: ok")
