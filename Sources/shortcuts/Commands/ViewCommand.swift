import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts view NAME`: the shortcut as readable sentences, with entity titles looked up.
struct ViewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view", abstract: "Show a shortcut as sentences, one action per line.")

    @Argument(help: "The shortcut's name, id, or a path to a shortcut file.", completion: ShortcutNameCompletion.kind)
    var shortcut: String

    func run() async throws {
        let environment = try await Environment.load(appsUsedBy: [shortcut])
        let (document, url) = try environment.shortcut(shortcut)
        let titles = await EntityTitles.lookUp(document.entityReferences, in: environment.catalog)
        print("\(document.name)  (\(url.lastPathComponent))")
        if let description = document.description { print(description) }
        if let input = document.input {
            print(InputWording.sentence(input, catalog: environment.catalog))
        }
        for line in environment.permissionLines(for: document) { print(line) }
        // An agent's work says so until a person accepts it (docs/security.md).
        let trust = environment.trustStore
        if !trust.isTrusted(document), let agent = trust.agentAuthor(of: document.id) {
            print(
                "Written by an agent (\(agent)); no person has accepted it yet: it touches nothing until 'shortcuts trust' or the editor accepts it."
            )
        }
        print("")
        let diagnostics = Validator(catalog: await environment.catalog(checkingSecretsOf: [document])).validate(
            document)
        for line in SentenceListing.lines(
            document, catalog: environment.catalog, entityTitles: titles, diagnostics: diagnostics)
        {
            print(line)
        }
    }
}
