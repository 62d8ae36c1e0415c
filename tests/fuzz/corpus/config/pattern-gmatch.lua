for w in string.rep("ab", 3000):gmatch("(a*)*b") do end
local s = ("x"):rep(100):gsub("x*x*x*y", "")
