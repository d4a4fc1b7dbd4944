//! (expr helper) overload — to come.
