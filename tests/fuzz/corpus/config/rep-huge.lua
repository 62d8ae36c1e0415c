local x = string.rep("", 2^53, "")
local y = ("x"):rep(2^40)
