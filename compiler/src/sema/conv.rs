//! (expr helper) conv — to come.
