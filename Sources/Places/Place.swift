/// Place details as the Places API (New) returns them. Every field is optional because a
/// request's field mask decides which ones come back, and empty fields are omitted.
public struct Place: Sendable, Hashable {
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
}
