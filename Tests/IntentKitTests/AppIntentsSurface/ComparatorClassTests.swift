import Foundation
import Testing

@testable import IntentKit

/// The ten comparators are final classes, as Apple's are, and still build a query's properties
/// from `Property(\.$x) { … }`.
@Suite struct ComparatorClasses {
    @Test func comparatorsAreClassesThatKeepTheirKindAndMapping() {
        let equal = EqualToComparator<Int, String> { "= \($0)" }
        let between = IsBetweenComparator<Int, String> { "\($0)…\($1)" }
        #expect(Mirror(reflecting: equal).displayStyle == .class)
        #expect(Mirror(reflecting: between).displayStyle == .class)
        #expect(equal.comparator.kind == .equalTo)
        #expect(equal.comparator.map(3, nil) == "= 3")
        #expect(between.comparator.map(1, 5) == "1…5")
        // Classes, or this would not compile.
        let all: [AnyObject] = [
            NotEqualToComparator<Int, String> { "\($0)" }, LessThanComparator<Int, String> { "\($0)" },
            LessThanOrEqualToComparator<Int, String> { "\($0)" }, GreaterThanComparator<Int, String> { "\($0)" },
            GreaterThanOrEqualToComparator<Int, String> { "\($0)" }, ContainsComparator<String, String> { $0 },
            HasPrefixComparator<String, String> { $0 }, HasSuffixComparator<String, String> { $0 },
        ]
        #expect(all.allSatisfy { Mirror(reflecting: $0).displayStyle == .class })
    }
}
