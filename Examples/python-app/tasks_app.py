#!/usr/bin/env python3
"""Tasks: an app for shortcuts written in Python with the standard library only.

It speaks the app protocol (docs/app-protocol.md): JSON-RPC 2.0, one message per line on
standard input and output; standard error is its log. Its tasks are kept in a JSON file in
$TASKS_DATA_DIRECTORY (default: $XDG_DATA_HOME/shortcuts/apps-data/Tasks).

What it shows: an entity type (Task) with a string search, suggestions and lookups by ID;
intents that take and return entities; a confirmation asked through the host before a task is
deleted; progress and log notifications; cancellation.
"""
import json
import os
import sys
import threading

APP = "Tasks"
TASK = "Tasks.TaskEntity"


def data_file():
    folder = os.environ.get("TASKS_DATA_DIRECTORY") or os.path.join(
        os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share"), "shortcuts", "apps-data", APP)
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, "tasks.json")


class Store:
    def __init__(self):
        self.path = data_file()
        try:
            with open(self.path, encoding="utf-8") as f:
                self.tasks = json.load(f)
        except FileNotFoundError:
            self.tasks = [
                {"id": "1", "title": "Water the plants", "done": False},
                {"id": "2", "title": "Buy oat milk", "done": False},
                {"id": "3", "title": "Call the plumber", "done": True},
            ]
            self.save()

    def save(self):
        # A temporary file of this process's own: two programs on one data folder (the same app
        # installed twice) may both write the first list at once.
        temporary = f"{self.path}.{os.getpid()}.tmp"
        with open(temporary, "w", encoding="utf-8") as f:
            json.dump(self.tasks, f)
        os.replace(temporary, self.path)

    def find(self, ids):
        return [t for t in self.tasks if t["id"] in ids]

    def search(self, text):
        return [t for t in self.tasks if text.casefold() in t["title"].casefold()]


def entity(task):
    """A task as a wire entity: type, ID, display and properties."""
    return {"entity": {
        "type": TASK, "id": task["id"], "title": task["title"],
        "subtitle": "Done" if task["done"] else "To do",
        "systemImageName": "checkmark.circle" if task["done"] else "circle",
        "properties": {"title": {"text": task["title"]}, "done": {"boolean": task["done"]}},
    }}


def parameter(name, title, type_, optional=False, dialog=None):
    p = {"name": name, "title": title, "type": type_, "isOptional": optional, "hasDynamicOptions": False,
         "inputConnectionBehavior": "default"}
    if dialog:
        p["requestValueDialog"] = dialog
    return p


def intent(name, title, description, parameters, summary, output=None, effects=("appData",)):
    i = {"identifier": f"{APP}.{name}", "title": title, "description": description, "searchKeywords": [],
         "parameters": parameters, "summary": {"summary": {"template": summary, "more": []}},
         "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
         "sideEffects": list(effects), "previousIdentifiers": []}
    if output:
        i["output"] = output
    return i


METADATA = {
    "name": APP, "displayName": "Tasks", "systemImageName": "checklist",
    "intents": [
        intent("AddTask", "Add Task", "Adds a task to the list.",
               [parameter("title", "Title", "string", dialog="What should the task say?")],
               ["Add task ", {"parameter": "title"}], output=f"entity:{TASK}"),
        intent("CompleteTask", "Complete Task", "Marks a task as done.",
               [parameter("task", "Task", f"entity:{TASK}", dialog="Which task?")],
               ["Complete ", {"parameter": "task"}], output=f"entity:{TASK}"),
        intent("DeleteTask", "Delete Task", "Deletes a task, after asking.",
               [parameter("task", "Task", f"entity:{TASK}", dialog="Which task?")],
               ["Delete ", {"parameter": "task"}], effects=("appData", "deletes")),
        intent("ListOpenTasks", "List Open Tasks", "The tasks not done yet.", [],
               ["List open tasks"], output=f"[entity:{TASK}]"),
    ],
    "entities": [{
        "identifier": TASK, "displayName": "Task", "pluralName": "Tasks", "isTransient": False,
        "properties": [{"name": "title", "title": "Title", "type": "string", "isOptional": False},
                       {"name": "done", "title": "Done", "type": "boolean", "isOptional": False}],
        "propertiesResolved": True, "queryKinds": ["identifier", "string"], "queryProperties": [],
        "sortableProperties": [],
    }],
    "enums": [], "shortcuts": [],
}


class RPCError(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


class Connection:
    """Both directions over stdio: the host's requests run on threads of their own, so an intent
    can wait for the host's answer to its question while the reader goes on reading."""

    def __init__(self):
        self.lock = threading.Lock()
        self.next_id = 0
        self.waiting = {}        # our request id -> [event, response]
        self.cancelled = set()   # host request ids the host no longer wants

    def send(self, message):
        line = json.dumps(message, separators=(",", ":")) + "\n"
        with self.lock:
            sys.stdout.write(line)
            sys.stdout.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def log(self, message, level="info"):
        self.notify("$/log", {"level": level, "message": message})

    def ask(self, params):
        """Sends a request to the host and waits for its answer (interaction/prompt)."""
        with self.lock:
            self.next_id += 1
            mine = self.next_id
            slot = self.waiting[mine] = [threading.Event(), None]
        self.send({"jsonrpc": "2.0", "id": mine, "method": "interaction/prompt", "params": params})
        while not slot[0].wait(0.05):
            if params["requestId"] in self.cancelled:
                self.notify("$/cancelRequest", {"id": mine})
                raise RPCError(-32800, "the request was cancelled")
        response = slot[1]
        if "error" in response:
            error = response["error"]
            raise RPCError(error["code"], error["message"], error.get("data"))
        return response["result"]

    def answered(self, message):
        with self.lock:
            slot = self.waiting.pop(message.get("id"), None)
        if slot:
            slot[1] = message
            slot[0].set()


def failure(kind, title, message, parameter=None, question=None):
    data = {"failure": {"kind": kind, "intent": title, "message": message}}
    if parameter:
        data["parameter"] = data["failure"]["parameter"] = parameter
    if question:
        data["failure"]["question"] = question
    return RPCError(1020, f"{title}: {message}" if kind != "failed" else f"{title} failed: {message}", data)


class App:
    def __init__(self, connection):
        self.connection = connection
        self.store = Store()
        self.store_lock = threading.Lock()
        self.initialized = False

    def task_parameter(self, params, request_id, title, name="task"):
        value = params["parameters"].get(name)
        if value is None:
            answer = self.prompt(request_id, title, {
                "intent": params["intent"], "kind": "value", "parameter": {"name": name, "title": "Task", "type": f"entity:{TASK}",
                                               "isOptional": False},
                "question": "Which task?",
                "options": [{"title": t["title"], "value": entity(t)} for t in self.store.tasks if not t["done"]]},
                name)
            if "option" in answer:
                value = [entity(t) for t in self.store.tasks if not t["done"]][answer["option"]]
            elif "value" in answer:
                value = answer["value"]
            else:
                raise failure("invalidAnswer", title, "is not one of the tasks", parameter=name)
        found = self.store.find([value["entity"].get("id")])
        if not found:
            raise RPCError(1013, f"the Task with ID '{value['entity'].get('id')}' no longer exists", {"parameter": name})
        return found[0]

    def prompt(self, request_id, title, question, parameter=None):
        params = {"requestId": request_id, "intentTitle": title, "options": [], "allowsMultiple": False,
                  **question}
        try:
            answer = self.connection.ask(params)
        except RPCError as error:
            if error.code == 1030:
                reason = (error.data or {}).get("reason", error.message)
                if parameter:
                    raise failure("missingValue", title, reason, parameter=parameter)
                raise failure("promptUnavailable", title, reason, question=question["question"])
            raise
        if answer.get("cancelled"):
            raise failure("cancelled", title, "cancelled")
        return answer

    def perform(self, params, request_id):
        name = params["intent"]
        if name == "Tasks.AddTask":
            title = params["parameters"].get("title", {}).get("text")
            if not title:
                answer = self.prompt(request_id, "Add Task", {
                    "intent": name, "kind": "value", "question": "What should the task say?",
                    "parameter": {"name": "title", "title": "Title", "type": "string", "isOptional": False}}, "title")
                title = answer.get("text") or answer.get("value", {}).get("text", "")
            with self.store_lock:
                task = {"id": str(max([int(t["id"]) for t in self.store.tasks] + [0]) + 1), "title": title,
                        "done": False}
                self.store.tasks.append(task)
                self.store.save()
            self.connection.log(f"added task {task['id']}")
            return {"value": entity(task), "dialog": {"full": f"Added “{title}”.", "supporting": f"Added “{title}”."}}
        if name == "Tasks.CompleteTask":
            task = self.task_parameter(params, request_id, "Complete Task")
            with self.store_lock:
                task["done"] = True
                self.store.save()
            return {"value": entity(task), "dialog": {"full": f"Done: {task['title']}.", "supporting": "Done."}}
        if name == "Tasks.DeleteTask":
            task = self.task_parameter(params, request_id, "Delete Task")
            answer = self.prompt(request_id, "Delete Task", {
                "intent": name, "kind": "confirmation", "question": f"Delete “{task['title']}”?",
                "confirmationActionName": "Delete"})
            if not answer.get("confirmed"):
                raise failure("cancelled", "Delete Task", "cancelled")
            with self.store_lock:
                self.store.tasks = [t for t in self.store.tasks if t["id"] != task["id"]]
                self.store.save()
            return {"dialog": {"full": f"Deleted “{task['title']}”.", "supporting": "Deleted."}}
        if name == "Tasks.ListOpenTasks":
            open_tasks = [t for t in self.store.tasks if not t["done"]]
            for index, _ in enumerate(open_tasks):
                self.connection.notify("$/progress", {"requestId": request_id, "completed": index + 1,
                                                      "total": len(open_tasks)})
            return {"value": {"list": [entity(t) for t in open_tasks]}}
        raise RPCError(1010, f"{APP} has no intent '{name}'")

    def handle(self, method, params, request_id):
        if method == "initialize":
            offered = set(params.get("supportedVersions", [])) | {params.get("protocolVersion")}
            if 1 not in offered:
                raise RPCError(1000, "Tasks speaks protocol version 1 only", {"supportedVersions": [1]})
            self.initialized = True
            return {"protocolVersion": 1, "server": {"name": "tasks_app.py", "version": "1.0"}, "app": METADATA}
        if not self.initialized:
            raise RPCError(1001, f"{method} came before initialize")
        if method == "intent/perform":
            return self.perform(params, request_id)
        if method == "shutdown":
            return {}
        if method.startswith("entity/"):
            if params.get("type") != TASK:
                raise RPCError(1011, f"{APP} has no entity type '{params.get('type')}'")
            if method == "entity/resolve":
                found = self.store.find(params["ids"])
            elif method == "entity/suggested":
                found = [t for t in self.store.tasks if not t["done"]]
            elif method == "entity/search":
                found = self.store.search(params["text"])
            else:
                raise RPCError(1012, f"{TASK} cannot answer {method}")
            return {"entities": [entity(t)["entity"] for t in found]}
        raise RPCError(-32601, f"{APP} has no method '{method}'")


def serve():
    connection = Connection()
    app = App(connection)

    def answer(message):
        request_id = message["id"]
        try:
            response = {"jsonrpc": "2.0", "id": request_id,
                        "result": app.handle(message["method"], message.get("params", {}), request_id)}
        except RPCError as error:
            body = {"code": error.code, "message": error.message}
            if error.data:
                body["data"] = error.data
            response = {"jsonrpc": "2.0", "id": request_id, "error": body}
        except Exception as error:  # a bug of the app: say so, keep serving
            print(f"tasks_app: {error!r}", file=sys.stderr)
            response = {"jsonrpc": "2.0", "id": request_id, "error": {"code": -32603, "message": str(error)}}
        connection.cancelled.discard(request_id)
        connection.send(response)

    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError:
            connection.send({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "not JSON"}})
            continue
        if "method" not in message:
            connection.answered(message)
        elif message["method"] == "$/cancelRequest":
            connection.cancelled.add(message["params"]["id"])
        elif "id" in message:
            threading.Thread(target=answer, args=(message,), daemon=True).start()


if __name__ == "__main__":
    serve()
