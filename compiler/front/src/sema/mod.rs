//! Semantic analysis, run by the parser as it goes.
//!
//! * [`adl`] — argument-dependent lookup for unqualified calls;
//! * [`builtins`] — the GNU builtin functions (a data table) and types;
//! * [`scope`] — the scope stack and per-namespace/class name tables (front);
//! * [`lookup`] — unqualified and qualified name lookup (front);
//! * [`conv`] — implicit conversions, usual arithmetic conversions (expr helper);
//! * [`init_list`] — braced lists converted element by element to what they initialize;
//! * [`consteval`] — integral constant evaluation (expr helper);
//! * [`overload`] — overload resolution (expr helper);
//! * [`cuda`] — decoding CUDA attributes (front);
//! * [`instantiate`] — the kernel template instances a TU uses (after parsing, for the stub);
//! * [`traits`] — the GNU type-trait keywords (a data table) and what they compute.

pub mod adl;
mod base_member_operator;
pub mod builtins;
pub mod complex;
mod conditional_decay;
pub mod consteval;
pub mod conv;
pub mod cuda;
pub mod cuda_checks;
pub mod decl_checks;
mod dependent_base_object;
pub mod device_builtins;
pub mod expr_checks;
pub mod flow;
pub mod init_list;
pub mod instantiate;
pub mod instantiation;
pub mod jump_checks;
pub mod lookup;
pub mod mode_attr;
pub mod narrowing;
pub mod operator_lookup;
mod operator_template;
pub mod overload;
pub mod scope;
pub mod specialization;
pub mod template_redecl;
pub mod three_way;
pub mod traits;
pub mod value_checks;
pub mod var_template_value;
