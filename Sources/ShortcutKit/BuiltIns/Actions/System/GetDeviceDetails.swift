import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Get Device Details: a fact about the machine the shortcut runs on, as Apple's action and
    /// its Device Details variable give one: its name, kind, model, system, battery.
    static let getDeviceDetails = BuiltInDescriptor(
        id: "getDeviceDetails", title: "Get Device Details",
        summary: "Gets the machine's name, kind, model, system version or battery level.",
        keywords: ["device", "hostname", "computer", "system", "version", "battery", "model"], category: "Scripting",
        icon: "desktopcomputer",
        members: [
            BuiltInMember(
                "detail", "Detail", .choice(DeviceDetail.allCases.map { BuiltInChoice($0.rawValue, $0.title) }))
        ],
        listing: "Get [Detail] of this device", outputName: "Device Details",
        make: { _ in .getDeviceDetails(.deviceName) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get "), .slot("detail"), .text(" of this device")],
            outputType: { call, _ in call.choice("detail").flatMap(DeviceDetail.init(rawValue:))?.type ?? .string },
            check: { call, checks in
                if let chosen = call.choice("detail"), DeviceDetail(rawValue: chosen) == nil {
                    let known = DeviceDetail.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    checks.error("detail", "'\(chosen)' is not a detail of a device (\(known))")
                }
            },
            run: { call, _, ref in
                guard let detail = call.choice("detail").flatMap(DeviceDetail.init(rawValue:)) else {
                    throw RunError(.invalidValue, action: ref, parameter: "detail", "no such detail of a device")
                }
                return try detail.read(ref)
            }))
}

/// The facts Get Device Details reads, from what Linux says of the machine.
package enum DeviceDetail: String, CaseIterable, Sendable {
    case deviceName, deviceType, deviceModel, systemVersion, batteryLevel, isCharging

    var title: String {
        switch self {
        case .deviceName: "Device Name"
        case .deviceType: "Device Type"
        case .deviceModel: "Device Model"
        case .systemVersion: "System Version"
        case .batteryLevel: "Battery Level"
        case .isCharging: "Is Charging"
        }
    }

    var type: ValueType {
        switch self {
        case .batteryLevel: .integer
        case .isCharging: .boolean
        default: .string
        }
    }

    /// Reads the fact. The kind is "Computer": what Apple's app would call an iPhone or a Mac,
    /// this machine is neither, and a shortcut that asks "is it an iPhone" is told no.
    func read(_ ref: ActionReference) throws(RunError) -> any Sendable {
        switch self {
        case .deviceName: return ProcessInfo.processInfo.hostName
        case .deviceType: return "Computer"
        case .deviceModel:
            return Self.firstLine("/sys/devices/virtual/dmi/id/product_name") ?? "Computer"
        case .systemVersion:
            return Self.osRelease() ?? ProcessInfo.processInfo.operatingSystemVersionString
        case .batteryLevel, .isCharging:
            guard let battery = Self.battery() else {
                throw RunError(.actionFailed, action: ref, parameter: "detail", "this machine has no battery")
            }
            return self == .batteryLevel ? battery.level : battery.charging
        }
    }

    private static func firstLine(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        return line?.isEmpty == false ? line : nil
    }

    /// `PRETTY_NAME` of /etc/os-release ("Debian GNU/Linux 12 (bookworm)").
    private static func osRelease() -> String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    /// The first battery the kernel lists: its charge in percent, and whether it is charging.
    private static func battery() -> (level: Int, charging: Bool)? {
        let root = "/sys/class/power_supply"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        where firstLine("\(root)/\(name)/type") == "Battery" {
            guard let level = firstLine("\(root)/\(name)/capacity").flatMap(Int.init) else { continue }
            let status = firstLine("\(root)/\(name)/status") ?? ""
            return (level, status == "Charging" || status == "Full")
        }
        return nil
    }
}

extension Action.Kind {
    /// A Get Device Details of `detail`.
    package static func getDeviceDetails(_ detail: DeviceDetail) -> Action.Kind {
        .builtIn(BuiltInCall("getDeviceDetails", ["detail": .choice(detail.rawValue)]))
    }
}
