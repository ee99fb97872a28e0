/// Keeps the best `limit` elements offered, best first, and forgets the rest as it goes.
///
/// A query with a limit walks the whole tree but holds at most `limit` items: each new item
/// either replaces the worst one kept or is dropped at once. Without a limit every element is
/// kept and sorted once at the end, which is cheaper than keeping a long list in order.
struct BestItems<Element> {
    private var items: [Element] = []
    private let limit: Int?
    private let areInIncreasingOrder: (Element, Element) -> Bool

    /// - Parameters:
    ///   - limit: How many to keep; `nil` keeps all, 0 or less keeps none.
    ///   - areInIncreasingOrder: Whether the first element is better than the second.
    init(limit: Int?, by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.limit = limit.map { max(0, $0) }
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Keeps `element` if it is among the best so far.
    mutating func offer(_ element: Element) {
        guard let limit else {
            items.append(element)
            return
        }
        guard limit > 0 else { return }
        if items.count == limit, let worst = items.last, !areInIncreasingOrder(element, worst) { return }
        // Binary search for the first kept element that `element` beats.
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if areInIncreasingOrder(element, items[middle]) { high = middle } else { low = middle + 1 }
        }
        items.insert(element, at: low)
        if items.count > limit { items.removeLast() }
    }

    /// The elements kept, best first.
    func best() -> [Element] {
        limit == nil ? items.sorted(by: areInIncreasingOrder) : items
    }
}
