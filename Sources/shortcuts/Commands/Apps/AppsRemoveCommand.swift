import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts apps remove NAME`: deletes an app's manifest (its data and shortcuts stay).
struct AppsRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Uninstall an app installed with a manifest.",
        discussion:
            "Shortcuts that use it stay, and fail to run until it is installed again. Exits with 66 when no manifest names it."
    )

    @Argument(help: "The app's name.")
    var name: String

    func run() async throws {
        let home = ShortcutsHome.resolve()
        let folder = AppManifestFolder(home.appManifests)
        do {
            guard try folder.remove(name) else {
                complain("no app named '\(name)' is installed with a manifest in \(folder.url.path)")
                throw Exit.notFound
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            complain("\(name): \(error.localizedDescription)")
            throw Exit.runFailed
        }
        print("Removed \(name).")
    }
}
