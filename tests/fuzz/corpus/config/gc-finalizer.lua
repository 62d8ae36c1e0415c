setmetatable({}, {__gc = function() while true do end end})
engine{program="microchess@native"}
