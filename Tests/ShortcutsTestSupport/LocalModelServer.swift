import BlockingTestSupport
import Foundation

/// An OpenAI-compatible server on 127.0.0.1 for the model tests, in Python's standard library:
/// `GET /v1/models` and `POST /v1/chat/completions`, answering as Ollama, llama-server and hosted
/// APIs do, whole or streamed as server-sent events. Started per test on an ephemeral port; it
/// never reaches another address and stops by itself after fifteen minutes.
///
/// The request's `model` says how it answers:
/// - `echo`: "You said: " and the last user message, with token counts (streamed word by word,
///   the counts in a last chunk, then `[DONE]`, when `stream` is true);
/// - `nodone`: streams as `echo` but ends with a `finish_reason` and no `[DONE]` (as some servers);
/// - `system`: the system message (the instructions it was given), whole;
/// - `crlf`: streams with CRLF line ends, comment and event lines, and a last `[DONE]` with no
///   blank line after it; `redirect`: 307 to another address;
/// - `busy`: 429 with `Retry-After: 2`; `hang`: never answers; `huge`: a 50 MB reply;
/// - `cut`: streams two pieces, then closes the connection; `notjson`: 200 with plain text;
/// - `json`: what follows `REPLY:` in the last user message that has it, as it is (so a reply
///   asked for again is the same);
/// - `learns`: as `json` the first time; asked again (the last user message says the reply
///   cannot be used), what follows `FIX:` in the first user message;
/// - `format`: the request's `response_format`, as JSON;
/// - anything else: 404 `{"error": {"message": "model '…' not found"}}`.
///
/// With a `key`, every request without `Authorization: Bearer KEY` gets 401, whose message
/// quotes the key it was given (as some providers do), so tests can see it is masked.
package final class LocalModelServer: Sendable {
    private let server: PythonTestServer

    package var port: Int { server.port }
    package var base: String { "http://127.0.0.1:\(port)/v1" }

    private init(_ server: PythonTestServer) { self.server = server }

    /// Starts a server (refusing requests without `key`, when given) and waits until it listens.
    package static func start(key: String? = nil) async throws -> LocalModelServer {
        var environment = ProcessInfo.processInfo.environment
        environment["MODEL_KEY"] = key ?? ""
        return LocalModelServer(try await PythonTestServer.start(script, environment: environment))
    }

    /// Stops the server and reaps it (called in a `defer`, which keeps it alive to the end).
    package func stop() { server.stop() }

    static let script = #"""
        import http.server, socketserver, json, threading, time, os

        KEY = os.environ.get("MODEL_KEY", "")
        MODELS = ["echo", "nodone", "system", "crlf", "redirect", "busy", "hang", "huge", "cut", "notjson", "json", "learns", "format"]

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass
            def reply(self, status, body, ctype="application/json", extra=()):
                data = body.encode() if isinstance(body, str) else body
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                for name, value in extra: self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            def authorized(self):
                if not KEY: return True
                given = self.headers.get("Authorization", "")
                if given == "Bearer " + KEY: return True
                self.reply(401, json.dumps({"error": {"message": "Incorrect API key provided: " + given[7:]}}))
                return False
            def chunk(self, data):
                self.wfile.write(("data: " + json.dumps(data) + "\n\n").encode())
                self.wfile.flush()
            def do_GET(self):
                if not self.authorized(): return
                if self.path == "/v1/models":
                    self.reply(200, json.dumps({"object": "list", "data": [{"id": m, "object": "model"} for m in MODELS]}))
                else:
                    self.reply(404, json.dumps({"error": {"message": "no route " + self.path}}))
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                request = json.loads(self.rfile.read(length) or b"{}")
                if not self.authorized(): return
                if self.path != "/v1/chat/completions":
                    return self.reply(404, json.dumps({"error": {"message": "no route " + self.path}}))
                model = request.get("model", "")
                said = [m["content"] for m in request.get("messages", []) if m.get("role") == "user"]
                last = said[-1] if said else ""
                if model in ("echo", "nodone"):
                    text = "You said: " + last
                    usage = {"prompt_tokens": len(last.split()), "completion_tokens": len(text.split()),
                             "total_tokens": len(last.split()) + len(text.split())}
                    if not request.get("stream"):
                        return self.reply(200, json.dumps({"id": "1", "object": "chat.completion", "model": model,
                            "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                                         "finish_reason": "stop"}], "usage": usage}))
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    words = text.split(" ")
                    for i, word in enumerate(words):
                        piece = word if i == 0 else " " + word
                        self.chunk({"model": model, "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
                    if model == "nodone":
                        self.chunk({"model": model, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                    else:
                        self.chunk({"model": model, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                        self.chunk({"model": model, "choices": [], "usage": usage})
                        self.wfile.write(b"data: [DONE]\n\n")
                    self.close_connection = True
                elif model in ("json", "learns", "format"):
                    given = [m for m in said if "REPLY:" in m]
                    text = given[-1].split("REPLY:", 1)[1].split("FIX:", 1)[0] if given else last
                    if model == "learns" and last.startswith("That reply cannot be used") and "FIX:" in said[0]:
                        text = said[0].split("FIX:", 1)[1]
                    if model == "format":
                        text = json.dumps(request.get("response_format"))
                    self.reply(200, json.dumps({"model": model, "choices": [{"index": 0,
                        "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}))
                elif model == "crlf":
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    for piece in ["Line", " ends"]:
                        data = json.dumps({"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
                        self.wfile.write((": keep-alive\r\nevent: message\r\ndata: " + data + "\r\n\r\n").encode())
                        self.wfile.flush()
                    self.wfile.write(b"data: [DONE]\r\n")
                    self.close_connection = True
                elif model == "redirect":
                    self.send_response(307)
                    self.send_header("Location", "http://127.0.0.1:9/v1/chat/completions")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                elif model == "system":
                    text = "\n".join(m["content"] for m in request.get("messages", []) if m.get("role") == "system")
                    self.reply(200, json.dumps({"model": model, "choices": [{"index": 0,
                        "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}))
                elif model == "busy":
                    self.reply(429, json.dumps({"error": {"message": "rate limited"}}), extra=[("Retry-After", "2")])
                elif model == "hang":
                    time.sleep(120)
                elif model == "huge":
                    body = b'{"choices": [{"message": {"content": "' + b"x" * (50 << 20) + b'"}}]}'
                    try: self.reply(200, body)
                    except OSError: pass
                elif model == "cut":
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.chunk({"choices": [{"index": 0, "delta": {"content": "Half"}, "finish_reason": None}]})
                    self.chunk({"choices": [{"index": 0, "delta": {"content": " a reply"}, "finish_reason": None}]})
                    self.close_connection = True
                elif model == "notjson":
                    self.reply(200, "hello, I am not the API", "text/plain")
                else:
                    self.reply(404, json.dumps({"error": {"message": "model '%s' not found" % model}}))

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        server = Server(("127.0.0.1", 0), Handler)
        threading.Timer(900, lambda: os._exit(0)).start()
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#
}
