"""Drives `shortcuts mcp`'s authoring tools with the official MCP Python SDK's client (mcp==2.3.0):
an agent lists actions, proposes a shortcut with a mistake, reads the plan's problem, fixes it,
applies it, finds it untrusted (it touches nothing until a person accepts it), changes it by a
JSON Patch, and deletes it through elicitation; stale plans and plans of another session are
refused.

Run by MCPAuthoringTests.swift as `python mcp_authoring.py SCENARIO PATH-TO-shortcuts`; each
scenario sets up a home of its own, asserts, and exits 0 when everything held. Every wait is bounded.
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
HOME = tempfile.mkdtemp(prefix="mcp-authoring-")
ENV = {
    "SHORTCUTS_HOME": HOME,
    "SHORTCUTS_FILES_ROOT": HOME,
    "XDG_CONFIG_HOME": os.path.join(HOME, "config"),
    "TZ": "UTC",
    "SHORTCUTS_APP_TIMEOUT_SCALE": os.environ.get("SHORTCUTS_APP_TIMEOUT_SCALE", "6"),
}
DUNE = "B00C0000-0000-4000-8000-000000000001"
SHORTCUT_ID = "00000000-0000-4000-8000-00000000c001"
BUY_ID = "00000000-0000-4000-8000-00000000c002"


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def cli(*arguments):
    return subprocess.run(
        [BINARY, *arguments], env=dict(os.environ, **ENV), capture_output=True, text=True, timeout=120
    )


def document(name="Buy Dune", mistake=False):
    parameters = {"book": {"entity": {"type": "Books.BookEntity", "id": DUNE}}, "count": {"number": 1}}
    if mistake:
        # The output of an action the shortcut does not have.
        parameters["count"] = {"var": "00000000-0000-4000-8000-0000000000ff"}
    return {
        "format": 1,
        "id": SHORTCUT_ID,
        "name": name,
        "actions": [{"id": BUY_ID, "action": "Books.BuyBook", "parameters": parameters}],
    }


def answering(*answers):
    asked = []

    async def on_elicit(context, params):
        asked.append(params)
        check(len(asked) <= len(answers), f"asked more than expected: {params.message}")
        action, content = answers[len(asked) - 1]
        return ElicitResult(action=action, content=content)

    return on_elicit, asked


async def session(body, elicit=None):
    with anyio.fail_after(120):
        params = StdioServerParameters(command=BINARY, args=["mcp"], env=ENV)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=60, elicitation_callback=elicit) as s:
                await s.initialize()
                await body(s)


def text(result):
    return result.content[0].text


async def the_loop():
    cli("list")  # the library, made with its examples
    never, asked_early = answering()
    state = {}

    async def write_it(s):
        # The actions, with their parameters, what they touch and an example.
        listed = await s.call_tool("list_actions", {"app": "Books"})
        check(not listed.is_error, text(listed))
        actions = {a["action"]: a for a in listed.structured_content["actions"]}
        buy = actions["Books.BuyBook"]
        check({p["name"] for p in buy["parameters"]} >= {"book", "count"}, f"{buy}")
        check(buy["example"]["parameters"]["book"]["entity"]["type"] == "Books.BookEntity", f"{buy['example']}")
        check("appData" in buy["effects"], f"{buy}")
        found = await s.call_tool("list_actions", {"text": "dictionary"})
        check(any(a["action"] == "getDictionaryValue" for a in found.structured_content["actions"]), text(found))
        full = await s.call_tool("get_action", {"action": "Books.BuyBook"})
        check(full.structured_content["action"]["intent"]["identifier"] == "Books.BuyBook", text(full))

        # A first try with a mistake: the count is a variable of no action.
        wrong = await s.call_tool("create_shortcut", {"document": json.dumps(document(mistake=True))})
        check(not wrong.is_error, text(wrong))
        plan = wrong.structured_content
        check(plan["ok"] is False, f"{plan}")
        problem = plan["problems"][0]
        check(problem["severity"] == "error" and problem["position"] == 1, f"{problem}")
        check(problem.get("parameter") == "count" and "not in the shortcut" in problem["message"], f"{problem}")
        refused = await s.call_tool("apply_plan", {"plan": plan["plan"]})
        check(refused.is_error and "errors" in text(refused), text(refused))

        # Fixed, as an object this time: no problem; what it touches is said.
        right = await s.call_tool("create_shortcut", {"document": document()})
        plan = right.structured_content
        check(plan["ok"] is True and plan["problems"] == [], f"{plan}")
        check(plan["apps"] == ["Books"] and "appData" in plan["effects"], f"{plan}")
        check(any("Buy" in line for line in plan["sentences"]), f"{plan['sentences']}")
        check(all(line.startswith("+ ") for line in plan["diff"]), f"{plan['diff']}")
        applied = await s.call_tool("apply_plan", {"plan": plan["plan"]})
        check(not applied.is_error, text(applied))
        check(applied.structured_content["trusted"] is False, f"{applied.structured_content}")
        check(os.path.exists(applied.structured_content["path"]), "the file is written")
        # The same plan again: it was applied, so it is gone.
        again = await s.call_tool("apply_plan", {"plan": plan["plan"]})
        check(again.is_error and "no plan" in text(again), text(again))

        # Untrusted: it touches nothing, and the client's person is not asked to accept it.
        view = await s.call_tool("view_shortcut", {"shortcut": "Buy Dune"})
        check(view.structured_content["trusted"] is False, f"{view.structured_content}")
        check(view.structured_content["writtenBy"] == "mcp", f"{view.structured_content}")
        ran = await s.call_tool("shortcut.buy-dune", {})
        check(ran.is_error and "written by an agent" in text(ran) and "shortcuts trust" in text(ran), text(ran))
        state["hash"] = view.structured_content["hash"]
        # A dry run works before it is accepted: nothing is bought, the buy is listed with its values.
        dry = await s.call_tool("dry_run", {"shortcut": "Buy Dune"})
        check(not dry.is_error, text(dry))
        would = dry.structured_content["wouldHave"]
        check(len(would) == 1 and would[0]["effects"] == ["appData"], f"{dry.structured_content}")
        check(would[0]["values"]["count"] == "1" and "Dune" in would[0]["values"]["book"], f"{would}")
        check(dry.structured_content["touched"] is False and "nothing was touched" in text(dry), text(dry))
        # Its tests, given by the agent: run as dry runs, one passing and one failing.
        cases = [
            {"name": "orders", "stubs": {BUY_ID: {"title": "1 × Dune"}},
             "expect": {"schema": {"type": "object", "required": ["title"]}}},
            {"name": "says thanks", "stubs": {BUY_ID: {"title": "1 × Dune"}}, "expect": {"output": "Thank you"}},
        ]
        tested = await s.call_tool("test_shortcut", {"shortcut": "Buy Dune", "tests": cases})
        check(not tested.is_error, text(tested))
        report = tested.structured_content
        check(report["tests"] == 2 and report["failures"] == 1 and report["passed"] is False, f"{report}")
        outcomes = {t["name"]: t["outcome"] for t in report["shortcuts"][0]["tests"]}
        check(outcomes == {"orders": "passed", "says thanks": "failed"}, f"{outcomes}")
        bad = await s.call_tool("test_shortcut", {"shortcut": "Buy Dune", "tests": [{"name": "x"}]})
        check(bad.is_error and "needs a member 'expect'" in text(bad), text(bad))

        # A change by JSON Patch, on the version it was made from; a stale one is refused.
        patch = [{"op": "replace", "path": "/actions/0/parameters/count/number", "value": 2}]
        change = await s.call_tool(
            "edit_shortcut", {"shortcut": "Buy Dune", "baseHash": state["hash"], "patch": patch}
        )
        check(not change.is_error, text(change))
        diff = change.structured_content["diff"]
        check(any(l.startswith("- ") for l in diff) and any(l.startswith("+ ") for l in diff), f"{diff}")
        check(any('"number": 2' in l for l in change.structured_content["textDiff"]), f"{change.structured_content}")
        rename = await s.call_tool(
            "edit_shortcut",
            {"shortcut": "Buy Dune", "baseHash": state["hash"], "patch": [{"op": "replace", "path": "/name", "value": "Buy Two"}]},
        )
        first = await s.call_tool("apply_plan", {"plan": change.structured_content["plan"]})
        check(not first.is_error, text(first))
        stale = await s.call_tool("apply_plan", {"plan": rename.structured_content["plan"]})
        check(stale.is_error and "changed since" in text(stale), text(stale))
        wrong_base = await s.call_tool(
            "edit_shortcut", {"shortcut": "Buy Dune", "baseHash": state["hash"], "patch": patch}
        )
        check(wrong_base.is_error and "no longer the version" in text(wrong_base), text(wrong_base))
        bad_patch = await s.call_tool(
            "edit_shortcut",
            {"shortcut": "Buy Dune", "baseHash": first.structured_content["hash"], "patch": [{"op": "remove", "path": "/actions/7"}]},
        )
        check(bad_patch.is_error and "operation 1" in text(bad_patch), text(bad_patch))
        state["hash"] = first.structured_content["hash"]
        # A plan kept for the next session.
        kept = await s.call_tool(
            "edit_shortcut",
            {"shortcut": "Buy Dune", "baseHash": state["hash"], "patch": [{"op": "replace", "path": "/name", "value": "Other"}]},
        )
        state["other_plan"] = kept.structured_content["plan"]

    await session(write_it, elicit=never)
    check(asked_early == [], f"the client's person was asked: {asked_early}")

    # A plan id from another session is refused.
    async def other_session(s):
        refused = await s.call_tool("apply_plan", {"plan": state["other_plan"]})
        check(refused.is_error and "this session" in text(refused), text(refused))

    await session(other_session)

    # The CLI says it is an agent's; a person accepts it; then it runs (its own confirmation asked).
    view = cli("view", "Buy Dune")
    check("Written by an agent" in view.stdout, view.stdout + view.stderr)
    trusted = cli("trust", "Buy Dune")
    check(trusted.returncode == 0, trusted.stdout + trusted.stderr)
    on_elicit, asked = answering(("accept", {"answer": True}))

    async def run_accepted(s):
        ran = await s.call_tool("shortcut.buy-dune", {})
        check(not ran.is_error, text(ran))
        check(len(asked) == 1 and "Dune" in asked[0].message, f"{[a.message for a in asked]}")
        view = await s.call_tool("view_shortcut", {"shortcut": "Buy Dune"})
        check(view.structured_content["trusted"] is True and "writtenBy" not in view.structured_content, f"{view.structured_content}")

    await session(run_accepted, elicit=on_elicit)

    # Deleting asks the client's person; without elicitation it is refused.
    async def delete_refused(s):
        refused = await s.call_tool("delete_shortcut", {"shortcut": "Buy Dune"})
        check(refused.is_error and "elicitation" in text(refused), text(refused))

    await session(delete_refused)
    on_elicit, asked = answering(("decline", None), ("accept", {"answer": True}))

    async def delete_confirmed(s):
        no = await s.call_tool("delete_shortcut", {"shortcut": "Buy Dune"})
        check(no.is_error and "not deleted" in text(no), text(no))
        yes = await s.call_tool("delete_shortcut", {"shortcut": "Buy Dune"})
        check(not yes.is_error, text(yes))
        check(os.path.exists(yes.structured_content["keptAt"]), "the file is kept")
        check("Delete the shortcut 'Buy Dune'" in asked[1].message, asked[1].message)

    await session(delete_confirmed, elicit=on_elicit)
    check(cli("view", "Buy Dune").returncode != 0, "the shortcut is gone")


SCENARIOS = {"loop": the_loop}

if __name__ == "__main__":
    anyio.run(SCENARIOS[sys.argv[1]])
    print(f"{sys.argv[1]}: ok")
