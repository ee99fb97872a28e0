import Foundation
import Hashing

/// A UUID made from a name, through SHA-256 (version 5's shape).
enum NameBasedUUID {
    static func make(_ name: String) -> UUID { SHA256.uuid(of: name) }
}
