/// The `mapmode` parameter: which kind of map the app shows. When absent the app keeps its
/// current setting.
public enum MapMode: String, Sendable, Hashable, CaseIterable {
    /// The ordinary map.
    case standard
    /// Street View imagery at the map's centre.
    case streetView = "streetview"
}
