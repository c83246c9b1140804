/// The `businessStatus` field. When the field was not requested (absent), the place is assumed
/// to be operating, as the Places documentation says.
public enum BusinessStatus: String, Sendable, Hashable, CaseIterable {
    /// Open for business (hours decide whether it is open now).
    case operational = "OPERATIONAL"
    /// Closed for now; will reopen.
    case closedTemporarily = "CLOSED_TEMPORARILY"
    /// Closed for good.
    case closedPermanently = "CLOSED_PERMANENTLY"
    /// The API's default value: nothing known, treated like an absent field.
    case unspecified = "BUSINESS_STATUS_UNSPECIFIED"
}
