"""An app outside the binary as MCP tools, driven by the official MCP Python SDK's client.

Run by MCPExternalAppTests.swift as `python mcp_external_app.py SCENARIO PATH-TO-shortcuts`:
Examples/python-app's Tasks app is installed with `shortcuts apps add` into a home of its own,
`shortcuts mcp` is started on that home, and its intents are listed and called as tools. Each
scenario exits 0 when everything held; every wait is bounded.
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
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TASKS_APP = os.path.join(REPOSITORY, "Examples", "python-app", "tasks_app.py")
HOME = tempfile.mkdtemp(prefix="mcp-external-")
ENV = {
    "SHORTCUTS_HOME": HOME,
    "SHORTCUTS_FILES_ROOT": HOME,
    "XDG_CONFIG_HOME": os.path.join(HOME, "config"),
    "TZ": "UTC",
    # The test harness's patience with apps (docs/app-protocol.md): a loaded machine starts them slowly.
    "SHORTCUTS_APP_TIMEOUT_SCALE": os.environ.get("SHORTCUTS_APP_TIMEOUT_SCALE", "6"),
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
}
TASK = "Tasks.TaskEntity"


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def install():
    """`shortcuts apps add`, as a person installs the app; its data in the home."""
    data = os.path.join(HOME, "tasks-data")
    added = subprocess.run(
        [BINARY, "apps", "add", "--env", f"TASKS_DATA_DIRECTORY={data}", "Tasks", "python3", "-u", TASKS_APP],
        env=dict(os.environ, **ENV), capture_output=True, text=True, timeout=60)
    check(added.returncode == 0, f"apps add: {added.stdout}{added.stderr}")


def allow_deleting():
    config = os.path.join(HOME, "config", "shortcuts")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "config.json"), "w") as f:
        json.dump({"allowDeleting": True}, f)


async def session(body, elicit=None):
    with anyio.fail_after(90):
        server = StdioServerParameters(command=BINARY, args=["mcp"], env=ENV)
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=30, elicitation_callback=elicit) as s:
                await s.initialize()
                await body(s)


async def search(s, text):
    found = await s.call_tool("search_entities", {"type": TASK, "query": text})
    check(not found.is_error, found.content[0].text)
    return found.structured_content


# MARK: scenarios


async def tools_and_calls(s):
    tools = {t.name: t for t in (await s.list_tools()).tools}
    check("Tasks.AddTask" in tools, f"no Tasks.AddTask among {sorted(tools)}")
    add = tools["Tasks.AddTask"]
    check(
        add.input_schema
        == {
            "type": "object",
            "additionalProperties": False,
            "properties": {"title": {"type": "string", "title": "Title"}},
            "required": ["title"],
        },
        f"Tasks.AddTask input: {json.dumps(add.input_schema)}",
    )
    check("Adds a task to the list." in add.description, f"description: {add.description}")
    task = tools["Tasks.CompleteTask"].input_schema["properties"]["task"]
    check(task["type"] == "string" and TASK in task["description"], f"task: {task}")
    check("search_entities" in task["description"], f"task: {task}")
    listed = tools["Tasks.ListOpenTasks"]
    check(listed.output_schema["properties"]["result"]["type"] == "array", f"list output: {listed.output_schema}")
    delete = tools["Tasks.DeleteTask"].annotations
    check(delete.read_only_hint is False and delete.destructive_hint is True, f"delete: {delete}")

    added = await s.call_tool("Tasks.AddTask", {"title": "Fix the bike"})
    check(not added.is_error, added.content[0].text)
    result = added.structured_content["result"]
    check(result["type"] == TASK and result["title"] == "Fix the bike", f"added: {added.structured_content}")
    check("Fix the bike" in added.content[0].text, f"text: {added.content[0].text}")

    found = await search(s, "bike")
    check(json.dumps(found).count("Fix the bike") >= 1, f"search: {found}")
    done = await s.call_tool("Tasks.CompleteTask", {"task": result["id"]})
    check(not done.is_error, done.content[0].text)
    check(done.structured_content["result"]["properties"]["done"] is True, f"completed: {done.structured_content}")


async def confirm_yes_then_no():
    """Delete Task asks the person to confirm: the question is an elicitation, answered yes
    (the task goes), then declined (the task stays)."""
    allow_deleting()
    asked = []
    answers = [("accept", {"answer": True}), ("decline", None)]

    async def on_elicit(context, params):
        asked.append(params)
        action, content = answers[len(asked) - 1]
        return ElicitResult(action=action, content=content)

    async def body(s):
        yes = await s.call_tool("Tasks.DeleteTask", {"task": "2"})
        check(not yes.is_error, yes.content[0].text)
        check("Buy oat milk" in asked[0].message, f"asked: {asked[0].message}")
        check(asked[0].requested_schema["properties"]["answer"]["type"] == "boolean", f"{asked[0].requested_schema}")
        check("oat milk" not in json.dumps(await search(s, "milk")), "the task was not deleted")
        no = await s.call_tool("Tasks.DeleteTask", {"task": "1"})
        check(no.is_error, no.content[0].text)
        check("cancel" in no.content[0].text.lower(), no.content[0].text)
        check("Water the plants" in json.dumps(await search(s, "plants")), "a declined delete deleted")
        check(len(asked) == 2, f"asked {len(asked)} times")

    await session(body, elicit=on_elicit)


SCENARIOS = {
    "external-tools": lambda: session(tools_and_calls),
    "external-confirm": confirm_yes_then_no,
}

if __name__ == "__main__":
    install()
    anyio.run(SCENARIOS[sys.argv[1]])
    print(f"{sys.argv[1]}: ok")
