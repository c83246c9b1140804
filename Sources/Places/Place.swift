import Foundation
import StrictJSON

/// Place details as the Places API (New) returns them. Every field is optional because a
/// request's field mask decides which ones come back, and empty fields are omitted.
public struct Place: Sendable, Hashable, Decodable {
    /// The place ID.
    public var id: String?
    /// The name, in a language.
    public var displayName: LocalizedText?
    /// The human-readable address; display only.
    public var formattedAddress: String?
    /// Where it is.
    public var location: PlaceLocation?
    /// The address parts.
    public var addressComponents: [AddressComponent]?
    /// The usual weekly hours.
    public var regularOpeningHours: OpeningHours?
    /// The next seven days' hours, including special days.
    public var currentOpeningHours: OpeningHours?
    /// Usual secondary hours (delivery, drive-through, …); also read from `secondaryOpeningHours`.
    public var regularSecondaryOpeningHours: [OpeningHours]?
    /// The next seven days' secondary hours.
    public var currentSecondaryOpeningHours: [OpeningHours]?
    /// The place's current offset from UTC in minutes (e.g. -180 for São Paulo).
    public var utcOffsetMinutes: Int?
    /// Whether it operates; absent means it was not requested.
    public var businessStatus: BusinessStatus?
    /// Providers to credit.
    public var attributions: [Attribution]?

    /// Creates a place from fields (tests and callers that build places by hand).
    public init(
        id: String? = nil, displayName: LocalizedText? = nil, formattedAddress: String? = nil,
        location: PlaceLocation? = nil, regularOpeningHours: OpeningHours? = nil,
        currentOpeningHours: OpeningHours? = nil, utcOffsetMinutes: Int? = nil,
        businessStatus: BusinessStatus? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.formattedAddress = formattedAddress
        self.location = location
        self.regularOpeningHours = regularOpeningHours
        self.currentOpeningHours = currentOpeningHours
        self.utcOffsetMinutes = utcOffsetMinutes
        self.businessStatus = businessStatus
    }

    /// The status to act on: an absent or unspecified status means operational.
    public var effectiveBusinessStatus: BusinessStatus {
        switch businessStatus {
        case nil, .unspecified?: .operational
        case let status?: status
        }
    }

    /// Decodes the API's JSON object; unknown fields are ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        displayName = try container.decodeIfPresent(LocalizedText.self, forKey: .displayName)
        formattedAddress = try container.decodeIfPresent(String.self, forKey: .formattedAddress)
        location = try container.decodeIfPresent(PlaceLocation.self, forKey: .location)
        addressComponents = try container.decodeIfPresent([AddressComponent].self, forKey: .addressComponents)
        regularOpeningHours = try container.decodeIfPresent(OpeningHours.self, forKey: .regularOpeningHours)
        currentOpeningHours = try container.decodeIfPresent(OpeningHours.self, forKey: .currentOpeningHours)
        regularSecondaryOpeningHours =
            try container.decodeIfPresent([OpeningHours].self, forKey: .regularSecondaryOpeningHours)
            ?? container.decodeIfPresent([OpeningHours].self, forKey: .secondaryOpeningHours)
        currentSecondaryOpeningHours =
            try container.decodeIfPresent([OpeningHours].self, forKey: .currentSecondaryOpeningHours)
        utcOffsetMinutes = try container.decodeIfPresent(Int.self, forKey: .utcOffsetMinutes)
        if let offset = utcOffsetMinutes, !(-18 * 60...18 * 60).contains(offset) {
            throw DecodingError.dataCorruptedError(
                forKey: .utcOffsetMinutes, in: container,
                debugDescription: "must be -1080...1080, got \(offset)")
        }
        let status = try container.decodeIfPresent(String.self, forKey: .businessStatus)
        if let status {
            guard let known = BusinessStatus(rawValue: status) else {
                let names = BusinessStatus.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: .businessStatus, in: container,
                    debugDescription: "\"\(status)\" is not one of \(names)")
            }
            businessStatus = known
        }
        attributions = try container.decodeIfPresent([Attribution].self, forKey: .attributions)
    }

    /// Decodes place JSON, reporting the field path of the first problem.
    public static func decode(from data: Data) throws(PlaceDecodingError) -> Place {
        do {
            return try JSONDecoder().decode(Place.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                do {
                    _ = try JSONParser.parse(data)
                } catch let failure {
                    throw PlaceDecodingError(
                        path: "",
                        reason:
                            "not valid JSON at line \(failure.line), column \(failure.column): \(failure.reason)"
                    )
                }
            }
            throw PlaceDecodingError(error)
        } catch {
            throw PlaceDecodingError(path: "", reason: "\(error)")
        }
    }

    private enum Keys: String, CodingKey {
        case id, displayName, formattedAddress, location, addressComponents, regularOpeningHours
        case currentOpeningHours, regularSecondaryOpeningHours, secondaryOpeningHours
        case currentSecondaryOpeningHours, utcOffsetMinutes, businessStatus, attributions
    }
}

extension PlaceDecodingError {
    /// Turns Foundation's decoding error into a field path and a short reason.
    init(_ error: DecodingError) {
        let problem = DecodingProblem(error)
        self.init(path: problem.path ?? "", reason: problem.reason)
    }
}
