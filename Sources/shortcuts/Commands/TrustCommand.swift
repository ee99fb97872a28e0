import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts trust NAME...`: accepts shortcuts as they are now, so that they may run programs
/// and reach the network (as far as the config file allows); `--remove` takes that back.
struct TrustCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trust",
        abstract: "Accept shortcuts as they are now, so they may run scripts and use the network.",
        discussion: """
            Trust is kept per version (a hash of the shortcut's content): a shortcut changed \
            outside the editor is untrusted again. Look at it first with 'shortcuts view NAME'.
            """)

    @Argument(help: "The shortcuts' names, ids, or paths to shortcut files.", completion: ShortcutNameCompletion.kind)
    var shortcuts: [String]

    @Flag(name: .long, help: "Take the trust back: the shortcuts are untrusted again.")
    var remove = false

    func run() async throws {
        let environment = try await Environment.load(appsUsedBy: shortcuts)
        let store = environment.trustStore
        for name in shortcuts {
            let (document, url) = try environment.shortcut(name)
            let effects = environment.catalog.effects(of: document)
            do {
                if remove {
                    try store.distrust(document)
                    print("'\(document.name)' (\(url.lastPathComponent)) is no longer trusted")
                } else {
                    try store.trust(document)
                    print("Trusted '\(document.name)' (\(url.lastPathComponent)). \(effects.summary)")
                }
            } catch {
                complain(error.description)
                throw Exit.runFailed
            }
        }
    }
}
