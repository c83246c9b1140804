import GuidanceModel
import Location
import Simulator
