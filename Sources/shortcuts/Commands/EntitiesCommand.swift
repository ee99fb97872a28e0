import ArgumentParser
import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts entities TYPE`: lists, searches or resolves entities through their query.
struct EntitiesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entities", abstract: "List, search or look up an entity type's entities through its query.",
        discussion: "Without --search or --id, prints the query's suggestions.")

    @Argument(help: "The entity type: its identifier (Books.BookEntity) or its name (Book).")
    var type: String

    @Option(help: "Search by text.")
    var search: String?

    @Option(name: .customLong("id"), help: "Look up these ids (repeat --id).")
    var ids: [String] = []

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if search != nil && !ids.isEmpty { throw ValidationError("use --search or --id, not both") }
    }

    func run() async throws {
        let environment = try await Environment.load()
        let catalog = environment.catalog
        let all = catalog.apps.flatMap(\.metadata.entities).filter { !$0.isTransient }
        guard
            let metadata = all.first(where: { $0.identifier.rawValue == type })
                ?? all.first(where: {
                    $0.displayName.caseInsensitiveCompare(type) == .orderedSame
                        || $0.pluralName.caseInsensitiveCompare(type) == .orderedSame
                }),
            let entityType = catalog.entity(metadata.identifier)
        else {
            if let app = type.split(separator: ".").first, let failure = environment.unavailableDatabases[String(app)] {
                complain("\(type) cannot be read: \(failure)")
                throw Exit.databaseFailed
            }
            complain("no entity type '\(type)' (types: \(all.map(\.identifier.rawValue).joined(separator: ", ")))")
            throw Exit.notFound
        }
        let entities: [any EntityValue]
        do {
            if let search {
                guard let found = try await entityType.searchEntities(search) else {
                    complain("\(metadata.pluralName) cannot be searched by text; list them without --search")
                    throw Exit.usage
                }
                entities = found
            } else if !ids.isEmpty {
                entities = try await entityType.entities(identifiedBy: ids)
            } else {
                entities = try await entityType.suggestedEntities()
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            complain("\(metadata.pluralName) could not be read: \(IntentRunError.message(for: error))")
            throw BundledApps.isDatabaseError(error) ? Exit.databaseFailed : Exit.runFailed
        }
        if json {
            StandardStreams.json(OutputJSON.encode(entities.map { $0 as any Sendable }) + "\n")
        } else {
            for entity in entities {
                let rep = entity.displayRepresentation
                print(
                    "\(entity.entityIdentifier ?? "")  \(rep.title.localizedString)"
                        + (rep.subtitle.map { " — \($0.localizedString)" } ?? ""))
            }
        }
        let missing = Set(ids).subtracting(entities.map { $0.entityIdentifier ?? "" })
        if !missing.isEmpty {
            complain("no \(metadata.displayName) with id \(missing.sorted().joined(separator: ", "))")
            throw Exit.notFound
        }
    }
}
