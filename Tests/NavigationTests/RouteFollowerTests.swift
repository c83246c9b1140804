import Navigation
import Testing
