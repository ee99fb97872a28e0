import Foundation
import IntentKit
import JSONCore
import ShortcutModel

/// "Describe a shortcut" and "describe a change" in the editor (docs/models.md): a person's
/// words and the shortcut as it stands go to the config file's default model, which answers with
/// a whole shortcut document; the answer is read (asked for once more with the problem said when
/// it does not read) and made a ``ShortcutPlan`` against the shortcut as it stands, for the
/// person to look at before anything changes. The reply is data: it becomes the shortcut only
/// when the person applies the plan.
package struct ShortcutDescriber: Sendable {
    package let catalog: Catalog
    /// The actions the model may use, one a line (`Books.BuyBook  Buy [Count] of [Book] — …`).
    package let actions: [String]
    /// How the reply's built-in actions are read.
    package let builtIns: BuiltInRegistry

    package init(catalog: Catalog, actions: [String], builtIns: BuiltInRegistry) {
        self.catalog = catalog
        self.actions = actions
        self.builtIns = builtIns
    }

    /// Why no plan came.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    /// The provider and model the request goes to: the config file's default.
    package func model() throws(Failure) -> (provider: ModelProvider, model: String) {
        do { return try catalog.models.resolve(nil) } catch { throw Failure(error.description) }
    }

    /// The instructions the model is given: what a shortcut file is, and the actions there are.
    var instructions: String {
        """
        You write shortcuts for a terminal app, as JSON documents. A document is \
        {"format": 1, "id": "<UUID>", "name": "…", "actions": [ … ]}; each action has its own "id" (a new UUID for a new action), \
        "action" (as listed below) and its members. An app's action (Books.BuyBook) takes "parameters": {"name": value}. \
        A value is {"text": "…"} (or {"text": ["Hello ", {"var": "<action id>"}]}), {"number": 3}, {"boolean": true}, \
        {"date": "2026-12-25T09:00:00Z"}, {"url": "https://…"}, {"enum": "case"}, {"entity": {"type": "App.Entity", "id": "…"}}, \
        {"list": [values]}, {"dictionary": {"key": value}}, an action's output {"var": "<action id>"}, \
        the shortcut's input {"var": "input"}, a named variable {"variable": "Name"}. \
        Keep the document's id, and the ids of the actions you keep. \
        Reply with only the whole new document as JSON, and nothing else.

        The actions:
        \(actions.joined(separator: "\n"))
        """
    }

    /// Asks the model for a new version of `current` as `request` describes, and plans it.
    package func describe(_ request: String, current: ShortcutDocument, key: String?) async throws(Failure)
        -> ShortcutPlan
    {
        let (provider, model) = try model()
        let now = DocumentEncoder.encode(current)
        let ask =
            current.actions.isEmpty
            ? "Write a shortcut called \"\(current.name)\" with the id \(current.id.uuidString): \(request)"
            : "The shortcut now:\n\(now)\nChange it: \(request)"
        var request = ModelRequest(
            provider: provider, model: model,
            messages: [ModelMessage(.system, instructions), ModelMessage(.user, ask)], temperature: 0)
        var lastProblem = ""
        for attempt in 0..<2 {
            let reply: ModelReply
            do throws(ModelFailure) { reply = try await ModelClient.chat(request, key: key) } catch {
                throw Failure(error.description)
            }
            let text = UseModelResult.unwrapped(reply.text)
            do throws(DocumentError) {
                var document = try DocumentDecoder.decode(text, file: "reply", builtIns: builtIns)
                // The shortcut keeps its id whatever the model wrote.
                document.id = current.id
                return ShortcutPlanner.review(document, replacing: current, catalog: catalog)
            } catch {
                lastProblem = error.description
                if attempt == 0 {
                    request.messages += [
                        ModelMessage(.assistant, reply.text),
                        ModelMessage(
                            .user,
                            "That is not a shortcut document: \(error.description). Reply with only the whole document as JSON."
                        ),
                    ]
                }
            }
        }
        throw Failure("the model's reply is not a shortcut, asked twice: \(lastProblem)")
    }
}
