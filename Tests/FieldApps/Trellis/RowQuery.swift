import Foundation
import IntentKit
import TrellisKit

/// Find Rows: Trellis's rows by ID, or filtered by their properties and sorted.
struct RowQuery: EntityPropertyQuery, LibraryVisit {
    // `nonisolated(unsafe) static var`, as apps declare these: IntentKit reads them once, at
    // registration.
    nonisolated(unsafe) static var properties = QueryProperties {
        Property(\RowEntity.$text) {
            EqualToComparator { RowFilter.textIs($0) }
            NotEqualToComparator { RowFilter.textIsNot($0) }
            ContainsComparator { RowFilter.textHas($0) }
        }
        Property(\RowEntity.$note) {
            ContainsComparator { RowFilter.noteHas($0) }
        }
        Property(\RowEntity.$done) {
            EqualToComparator { RowFilter.doneIs($0) }
        }
        Property(\RowEntity.$depth) {
            EqualToComparator { RowFilter.depthIs($0) }
            LessThanComparator { RowFilter.depthBelow($0) }
            LessThanOrEqualToComparator { RowFilter.depthAtMost($0) }
            GreaterThanComparator { RowFilter.depthAbove($0) }
            GreaterThanOrEqualToComparator { RowFilter.depthAtLeast($0) }
        }
        Property(\RowEntity.$outline) {
            EqualToComparator { RowFilter.inOutline($0) }
        }
        Property(\RowEntity.$parentID) {
            EqualToComparator { RowFilter.under($0) }
        }
        Property(\RowEntity.$link) {
            EqualToComparator { RowFilter.linkIs($0) }
        }
    }

    nonisolated(unsafe) static var sortingOptions = SortingOptions {
        SortableBy(\RowEntity.$position)
        SortableBy(\RowEntity.$text)
        SortableBy(\RowEntity.$depth)
    }

    func entities(for identifiers: [NodeID]) async throws -> [RowEntity] {
        await arrive()
        // Read on the main actor, where the library lives; close the outlines after.
        let (rows, opened) = await MainActor.run { () -> ([RowEntity], [Outline]) in
            var rows: [RowEntity] = []
            var opened: [Outline] = []
            for id in identifiers {
                guard let outline = Library.shared.outline(holding: id) else { continue }
                outline.open()
                opened.append(outline)
                if let row = outline.row(slug: id.rowSlug).flatMap(RowEntity.init) { rows.append(row) }
            }
            return (rows, opened)
        }
        for outline in opened { await outline.close() }
        await leave()
        return rows
    }

    @MainActor
    func suggestedEntities() async throws -> [RowEntity] { [] }

    func entities(matching filters: [RowFilter], mode: ComparatorMode, sortedBy: [Sort<RowEntity>], limit: Int?)
        async throws -> [RowEntity]
    {
        await arrive()
        // An outline filter narrows the search to that outline before any row is read.
        let wanted = filters.compactMap(\.outline).first
        let (found, opened) = await MainActor.run { () -> ([RowEntity], [Outline]) in
            let outlines = Library.shared.outlines.filter { wanted == nil || $0.id == wanted }
            for outline in outlines { outline.open() }
            return (outlines.flatMap { $0.allRows.compactMap(RowEntity.init) }, outlines)
        }
        for outline in opened { await outline.close() }
        var rows = found
        for index in rows.indices { rows[index].position = index }
        rows = rows.filter { row in
            let verdicts = filters.map { $0.admits(row) }
            return mode == .and ? !verdicts.contains(false) : filters.isEmpty || verdicts.contains(true)
        }
        rows = Self.sorted(rows, by: sortedBy.first)
        await leave()
        return limit.map { Array(rows.prefix($0)) } ?? rows
    }

    /// Rows in the order `sort` asks for; by text when it asks for none. Ties keep their
    /// outline order.
    static func sorted(_ rows: [RowEntity], by sort: Sort<RowEntity>?) -> [RowEntity] {
        guard let sort else {
            return rows.sorted { ($0.text ?? "").localizedCaseInsensitiveCompare($1.text ?? "") == .orderedAscending }
        }
        let ascending: [RowEntity]
        switch sort.by {
        case \RowEntity.$text:
            ascending = rows.sorted {
                ($0.text ?? "").localizedCaseInsensitiveCompare($1.text ?? "") == .orderedAscending
            }
        case \RowEntity.$depth:
            ascending = rows.sorted { ($0.depth ?? 0) < ($1.depth ?? 0) }
        default:
            ascending = rows
        }
        return sort.order == .ascending ? ascending : ascending.reversed()
    }
}
