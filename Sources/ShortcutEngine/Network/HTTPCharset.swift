import Foundation
import ShortcutModel

/// A response body as text, in the character set its `Content-Type` names.
///
/// The rules are the web's (WHATWG Encoding): a byte-order mark wins over the header; a named
/// charset is decoded as that charset, `iso-8859-1` and `us-ascii` as their superset windows-1252
/// as browsers do; no charset, or one we do not know, is UTF-8, with malformed bytes shown as
/// U+FFFD rather than refused.
enum HTTPCharset {
    /// `body` decoded by `contentType`'s charset.
    static func text(of body: Data, contentType: String?) -> String {
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: body.dropFirst(3), as: UTF8.self) }
        if body.starts(with: [0xFF, 0xFE]), let text = String(data: body.dropFirst(2), encoding: .utf16LittleEndian) {
            return text
        }
        if body.starts(with: [0xFE, 0xFF]), let text = String(data: body.dropFirst(2), encoding: .utf16BigEndian) {
            return text
        }
        if let name = charset(in: contentType), let encoding = encoding(named: name), encoding != .utf8,
            let text = String(data: body, encoding: encoding)
        {
            return text
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// The `charset` parameter of a media type, lower case, without quotes.
    static func charset(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
                continue
            }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            return value.isEmpty ? nil : value.lowercased()
        }
        return nil
    }

    /// The encoding for a charset's name (its common labels), `nil` for one we do not decode.
    static func encoding(named name: String) -> String.Encoding? {
        switch name {
        case "utf-8", "utf8", "unicode-1-1-utf-8": return .utf8
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1", "us-ascii", "ascii", "windows-1252", "cp1252",
            "x-cp1252":
            return .windowsCP1252
        case "iso-8859-2", "iso8859-2", "iso_8859-2", "latin2", "l2": return .isoLatin2
        case "windows-1250", "cp1250", "x-cp1250": return .windowsCP1250
        case "windows-1251", "cp1251", "x-cp1251": return .windowsCP1251
        case "windows-1253", "cp1253", "x-cp1253": return .windowsCP1253
        case "windows-1254", "cp1254", "x-cp1254": return .windowsCP1254
        case "utf-16le": return .utf16LittleEndian
        case "utf-16be": return .utf16BigEndian
        case "utf-16": return .utf16
        case "shift_jis", "shift-jis", "sjis", "ms_kanji", "windows-31j": return .shiftJIS
        case "euc-jp": return .japaneseEUC
        case "iso-2022-jp": return .iso2022JP
        default: return nil
        }
    }
}
