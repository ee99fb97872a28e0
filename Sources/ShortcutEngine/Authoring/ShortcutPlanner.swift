import Foundation
import IntentKit
import JSONCore
import ShortcutModel

/// Makes and applies ``ShortcutPlan``s: what an agent proposes is read, checked and shown before
/// anything is written, and written only onto the version it was made from. A shortcut an agent
/// wrote is recorded as such (``TrustStore/recordAgentWork(_:by:)``): it touches nothing until a
/// person accepts it.
package struct ShortcutPlanner: Sendable {
    package let catalog: Catalog
    package let library: Library
    package let home: ShortcutsHome

    package init(catalog: Catalog, library: Library, home: ShortcutsHome) {
        self.catalog = catalog
        self.library = library
        self.home = home
    }

    var trust: TrustStore { TrustStore(home: home) }

    /// Where a deleted shortcut's file is kept, so a delete can be undone by hand.
    package var deletedFolder: URL { home.root.appendingPathComponent("deleted") }

    // MARK: Making plans

    /// A plan for a new shortcut, from its document's JSON text.
    package func create(_ text: String) throws(PlanProblem) -> ShortcutPlan {
        let document = try read(text)
        if let existing = library.entries().first(where: { $0.document?.id == document.id }) {
            throw PlanProblem(
                .conflict,
                "the library already has a shortcut with id \(document.id) ('\(existing.name)'): change it with edit_shortcut, or give the new one an id of its own"
            )
        }
        try checkName(of: document, except: nil)
        return plan(document, change: .create, base: nil)
    }

    /// A plan for a new version of the library shortcut `name` (its name or id), which must still
    /// be at `baseHash`: the whole new document, or a JSON Patch (RFC 6902) against the current
    /// one's canonical JSON (as `view_shortcut` gives it).
    package func edit(_ name: String, baseHash: String, document text: String?, patch: JSONNode?) throws(PlanProblem)
        -> ShortcutPlan
    {
        let (current, url) = try libraryShortcut(name)
        let hash = TrustStore.hash(of: current)
        guard hash == baseHash else {
            throw PlanProblem(
                .conflict,
                "'\(current.name)' is no longer the version with hash \(baseHash): its hash is now \(hash); read it again (view_shortcut) and make the change on that"
            )
        }
        let document: ShortcutDocument
        switch (text, patch) {
        case (let text?, nil): document = try read(text)
        case (nil, let patch?):
            let patched: JSONNode
            do throws(JSONPatch.Problem) {
                let base = try? JSONParser.parse(DocumentEncoder.encode(current))
                patched = try JSONPatch(patch).applied(to: base ?? JSONNode(.null))
            } catch {
                throw PlanProblem(.invalid, "the patch: \(error.description)")
            }
            document = try read(JSONWriter.write(patched))
        default:
            throw PlanProblem(
                .invalid, "give either 'document' (the whole new version) or 'patch' (a JSON Patch), not both")
        }
        guard document.id == current.id else {
            throw PlanProblem(
                .invalid,
                "the new version's id is \(document.id), not \(current.id): a shortcut keeps its id (make a new one with create_shortcut)"
            )
        }
        try checkName(of: document, except: current.id)
        return plan(document, change: .edit(url), base: current)
    }

    /// The library shortcut called `name` (or with that id), and its file.
    package func libraryShortcut(_ name: String) throws(PlanProblem) -> (ShortcutDocument, URL) {
        guard let entry = library.find(name),
            entry.url.deletingLastPathComponent().standardizedFileURL == library.folder.standardizedFileURL
        else { throw PlanProblem(.notFound, "no shortcut named '\(name)' in the library") }
        switch entry.content {
        case .success(let document): return (document, entry.url)
        case .failure(let error):
            throw PlanProblem(.conflict, "'\(name)' does not read as a shortcut (\(error.description)); fix it first")
        }
    }

    private func read(_ text: String) throws(PlanProblem) -> ShortcutDocument {
        do { return try DocumentDecoder.decode(text, file: "document", builtIns: library.builtIns) } catch {
            throw PlanProblem(.invalid, error.description)
        }
    }

    /// A name is how `shortcuts run NAME` finds a shortcut: two may not share one.
    private func checkName(of document: ShortcutDocument, except id: UUID?) throws(PlanProblem) {
        if let other = library.entries().first(where: {
            $0.document?.id != id && $0.name.caseInsensitiveCompare(document.name) == .orderedSame
        }) {
            throw PlanProblem(
                .conflict, "the library already has a shortcut called '\(other.name)': give this one another name")
        }
    }

    /// A plan of `document` replacing `base` in the editor (nothing in the library is checked:
    /// the editor applies it to its own session, as one step).
    package static func review(_ document: ShortcutDocument, replacing base: ShortcutDocument, catalog: Catalog)
        -> ShortcutPlan
    {
        plan(document, change: .create, base: base, catalog: catalog)
    }

    private func plan(_ document: ShortcutDocument, change: ShortcutPlan.Change, base: ShortcutDocument?)
        -> ShortcutPlan
    {
        Self.plan(document, change: change, base: base, catalog: catalog)
    }

    private static func plan(
        _ document: ShortcutDocument, change: ShortcutPlan.Change, base: ShortcutDocument?, catalog: Catalog
    ) -> ShortcutPlan {
        let diagnostics = Validator(catalog: catalog).validate(document)
        let sentences = SentenceListing.lines(
            document, catalog: catalog, entityTitles: EntityTitles(), diagnostics: [])
        let oldSentences =
            base.map { SentenceListing.lines($0, catalog: catalog, entityTitles: EntityTitles(), diagnostics: []) }
            ?? []
        let lines = { (d: ShortcutDocument) in
            DocumentEncoder.encode(d).split(separator: "\n").map(String.init)
        }
        return ShortcutPlan(
            id: UUID(), change: change, document: document, base: base,
            baseHash: base.map(TrustStore.hash(of:)), diagnostics: diagnostics, sentences: sentences,
            sentenceDiff: LineDiff.lines(from: oldSentences, to: sentences),
            textDiff: LineDiff.hunks(from: base.map(lines) ?? [], to: lines(document)),
            effects: catalog.effects(of: document), apps: document.appNames.sorted(),
            hash: TrustStore.hash(of: document))
    }

    // MARK: Applying

    /// Writes the plan's version if the library is still as it was when the plan was made, and
    /// records `agent` as its author: the shortcut is untrusted until a person accepts it.
    /// Returns the file written.
    package func apply(_ plan: ShortcutPlan, agent: String) throws(PlanProblem) -> URL {
        if plan.hasErrors {
            throw PlanProblem(
                .invalid,
                "the plan has errors (\(plan.diagnostics.filter { $0.severity == .error }.count)); fix them and make a new plan"
            )
        }
        if case .create = plan.change { try checkName(of: plan.document, except: plan.document.id) }
        // Marked first: there is no moment when the new version is on disk and not an agent's.
        // (The mark is by id; a version a person accepted stays trusted by its hash, so a write
        // that then fails leaves the person's version as runnable as it was.)
        let markedBefore = trust.agentAuthor(of: plan.document.id) != nil
        do throws(TrustStore.TrustError) {
            try trust.recordAgentWork(plan.document, by: agent, replacing: plan.base)
        } catch {
            throw PlanProblem(
                .failed, "the shortcut could not be marked as an agent's, so it was not written: \(error.description)")
        }
        let url: URL
        do throws(Library.LibraryError) {
            switch plan.change {
            case .create:
                url = try library.add(plan.document)
            case .edit(let file):
                try library.save(plan.document, to: file, expectingContent: plan.baseHash)
                url = file
            }
        } catch {
            // Not written: the version on disk is not the agent's.
            if !markedBefore { try? trust.forgetAgentWork(of: plan.document.id) }
            switch error.kind {
            case .changedOnDisk, .idTaken: throw PlanProblem(.conflict, "\(error.description): make a new plan")
            case .other: throw PlanProblem(.failed, error.description)
            }
        }
        return url
    }

    // MARK: Deleting

    /// Moves the library shortcut `name` out of the library into ``deletedFolder`` (where it
    /// can be got back), if it is still the version with `expectedHash`. Returns where it was kept.
    package func delete(_ name: String, expectedHash: String) throws(PlanProblem) -> URL {
        let (document, url) = try libraryShortcut(name)
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let kept = deletedFolder.appendingPathComponent(
            "\(url.deletingPathExtension().lastPathComponent)-\(stamp).json")
        do throws(Library.LibraryError) {
            try library.move(url, to: kept, expectingContent: expectedHash)
        } catch {
            if case .changedOnDisk = error.kind {
                throw PlanProblem(
                    .conflict, "'\(document.name)' was changed since it was confirmed; it was not deleted")
            }
            throw PlanProblem(
                .failed, "'\(document.name)' could not be moved to \(deletedFolder.path): \(error.description)")
        }
        return kept
    }
}
