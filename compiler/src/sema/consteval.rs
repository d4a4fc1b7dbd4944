//! (expr helper) consteval — to come.
