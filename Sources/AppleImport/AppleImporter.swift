import AppleShortcutFiles
import Foundation
import JSONCore
import ShortcutKit

/// Imports Apple's shortcut files: each read (``AppleShortcutFile``), its import questions
/// answered, converted (``AppleShortcutConverter``) and read back by our own reader, so what it
/// gives is a document exactly as a file in the library would be. Nothing is written here: the
/// caller saves the documents (or, for a dry run, only reports).
package struct AppleImporter {
    /// One file's import.
    package struct Outcome: Sendable {
        package var file: URL
        package var name: String
        /// The document, or `nil` when the file could not be read or converted (``problem`` says why).
        package var document: ShortcutDocument?
        package var problem: String?
        package var signer: String?
        package var actions = 0
        package var mapped = 0
        package var placeholders: [Placeholder] = []
        package var questions: [Question] = []
    }

    /// An action kept as a placeholder, and why.
    package struct Placeholder: Sendable, Equatable {
        package var identifier: String
        package var title: String
        package var reason: String
    }

    /// One of Apple's import questions, and the answer it got.
    package struct Question: Sendable, Equatable {
        package var text: String
        package var defaultValue: String?
        package var answer: String?
    }

    /// Answers to import questions, by file name (or `*` for every file) and question number
    /// (1-based), and how to ask the ones not answered (`nil`: the default is taken).
    package var answers: [String: [Int: String]] = [:]
    package var ask: ((_ file: String, _ question: Question) -> String?)?
    /// The library's shortcuts by name, for Run Shortcut.
    package var libraryShortcuts: [String: UUID] = [:]
    /// The intents the installed apps provide.
    package var installedIntents: Set<String> = []
    /// Apple's actions the installed apps' intents answer to.
    package var claims: [String: AppleClaim] = [:]

    package init() {}

    /// Imports `files`, the shortcuts they run of each other resolved among them.
    package func run(_ files: [URL]) -> [Outcome] {
        var read: [(URL, String, Result<AppleShortcutFile, AppleShortcutFile.ReadError>)] = []
        for url in files {
            let name = url.deletingPathExtension().lastPathComponent
            let result: Result<AppleShortcutFile, AppleShortcutFile.ReadError>
            do {
                let data = try Data(contentsOf: url, options: .mappedIfSafe)
                do { result = .success(try AppleShortcutFile(data)) } catch { result = .failure(error) }
            } catch {
                result = .failure(.notAShortcut("it cannot be read: \(error.localizedDescription)"))
            }
            read.append((url, name, result))
        }
        var shortcuts = libraryShortcuts.mapValues(\.uuidString)
        for (_, name, result) in read where (try? result.get()) != nil {
            shortcuts[name] = Self.id(for: name).uuidString
        }
        return read.map { url, name, result in
            var outcome = Outcome(file: url, name: name)
            switch result {
            case .failure(let error):
                outcome.problem = error.description
            case .success(let file):
                outcome.signer = file.signer?.description
                var workflow = file.workflow
                outcome.questions = answerQuestions(&workflow, file: url.lastPathComponent)
                let converted = AppleShortcutConverter.convert(
                    workflow, name: name, id: Self.id(for: name), shortcuts: shortcuts,
                    installedIntents: installedIntents, claims: claims)
                outcome.actions = converted.actions
                outcome.mapped = converted.mapped
                outcome.placeholders = converted.placeholders.map {
                    Placeholder(identifier: $0.identifier, title: $0.title, reason: $0.reason)
                }
                do throws(DocumentError) {
                    outcome.document = try DocumentDecoder.decode(converted.json, file: url.lastPathComponent)
                } catch {
                    outcome.problem =
                        "the converted shortcut does not read back (\(error.description)); please report this"
                }
            }
            return outcome
        }
    }

    /// The id an imported shortcut gets: made from its name, so importing the same file again
    /// gives the same document, and Run Shortcut between files of one import finds its target.
    package static func id(for name: String) -> UUID { NameBasedUUID.make("apple shortcut\n" + name) }

    /// Applies the answers to Apple's import questions: each names an action by its position and
    /// one of its parameters, which takes the answer as text.
    private func answerQuestions(_ workflow: inout PlistValue, file: String) -> [Question] {
        guard var actions = workflow["WFWorkflowActions"]?.array,
            let asked = workflow["WFWorkflowImportQuestions"]?.array, !asked.isEmpty,
            case .dictionary(var root) = workflow
        else { return [] }
        var questions: [Question] = []
        for (number, item) in asked.enumerated() {
            var question = Question(text: item["Text"]?.string ?? "", defaultValue: item["DefaultValue"]?.string)
            let given = answers[file]?[number + 1] ?? answers["*"]?[number + 1]
            question.answer = given ?? ask?(file, question) ?? question.defaultValue
            questions.append(question)
            guard let answer = question.answer, let index = item["ActionIndex"]?.integer,
                actions.indices.contains(index),
                let key = item["ParameterKey"]?.string, case .dictionary(var action) = actions[index],
                case .dictionary(var parameters)? = action["WFWorkflowActionParameters"]
            else { continue }
            parameters[key] = .string(answer)
            action["WFWorkflowActionParameters"] = .dictionary(parameters)
            actions[index] = .dictionary(action)
        }
        root["WFWorkflowActions"] = .array(actions)
        workflow = .dictionary(root)
        return questions
    }

    /// `document` with each placeholder whose Apple action an installed app now answers to
    /// converted into that app's intent, from the parameters the placeholder kept; `nil` when it
    /// has none to fill. The number filled comes with it.
    package func refill(_ document: ShortcutDocument) -> (document: ShortcutDocument, filled: Int)? {
        guard !claims.isEmpty, let root = try? JSONParser.parse(DocumentEncoder.encode(document)) else { return nil }
        let context = ImportContext(seed: document.id.uuidString)
        let values = AppleValues(context: context)
        var filled = 0
        func walk(_ node: JSONNode) -> JSONNode {
            switch node.value {
            case .array(let items): return .array(items.map(walk))
            case .object(let members):
                if node["action"]?.string == "appleAction", let identifier = node["identifier"]?.string,
                    let claim = claims[identifier], let id = node["id"]?.string
                {
                    let kept = node["parameters"].map(PlainJSON.plist)?.dictionary ?? [:]
                    let reader = ActionReader(parameters: kept, values: values, previous: nil, shortcuts: [:])
                    if let members = try? claim.convert(reader) {
                        filled += 1
                        return .object([("id", .string(id))] + members)
                    }
                }
                return .object(members.map { ($0.key, walk($0.value)) })
            default: return node
            }
        }
        let changed = walk(root)
        guard filled > 0, let document = try? DocumentDecoder.decode(JSONWriter.write(changed)) else { return nil }
        return (document, filled)
    }
}
