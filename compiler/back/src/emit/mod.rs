//! The host-file printer: writes the `.int.c` (`--gen_c_file_name`) the way cudafe++
//! 13.0.88 does, from the IL (printer-rules.md is the spec; reference-behavior.md §3 the
//! frame).
//!
//! Module map: `lines` (the line-directive engine), `frame` (preamble, trailer, fixed
//! blocks), `types` (type spelling and declarators), `decl` (declarations and scopes),
//! `stmt` (statements), `expr` (expressions and literals), `cuda` (device functions,
//! kernels, memory-space variables).

pub mod address_constant;
mod alias_defined_enum;
mod alias_expansion;
mod arg_qualifier_scope;
mod arg_qualifier_typedef;
pub mod attrs;
mod base_member_typedef;
mod braced_mem_init;
mod class_cast;
mod class_template_attrs;
pub mod concepts;
pub mod constexpr_call;
mod constexpr_dependent_init;
mod conversion_object;
pub mod cuda;
mod current_member_typedef;
pub mod decl;
mod declarator_line;
mod default_args_omitted;
mod definition_qualifier;
mod dependent_access;
mod dependent_base_qualifier;
pub mod designated;
mod enclosing_template_member;
mod explicit_instantiation;
pub mod expr;
mod expr_qualifier;
pub mod ext_lambda;
pub mod ext_preamble;
mod ext_preamble_text;
mod for_clause_operator;
pub mod frame;
mod function;
mod global_qualifier;
pub mod host_refs;
mod implicit_virtual;
mod injected_qualifier;
pub mod lambda;
pub mod lines;
mod local_bounds;
mod long_double;
mod mem_init_order;
mod member_access;
pub mod member_pointer;
mod named_value_init;
mod offsetof;
mod overload_set_qualifier;
mod padding;
pub mod qualify;
mod redeclared;
mod redundant_using;
pub mod stmt;
mod template_arg_variable_scope;
pub mod template_args;
mod template_context;
mod template_id;
pub mod types;
mod unbound_call;
mod unfolded_constant;
mod user_literal;
mod using_directive;
mod value_dependent;
mod value_init_operand;
mod var_template;
pub mod variable_template_init;
mod written_value_args;
mod zero;

use std::io;

use crate::il::TranslationUnit;
use crate::language::CxxStandard;
use crate::pp::Records;
use crate::source::{FileId, Pos, SegmentId, SourceMap};

pub use frame::{FrameOptions, HostRefArrays};
use lines::LineWriter;

/// The command-line facts that change the host file.
#[derive(Clone, Debug)]
pub struct EmitOptions {
    /// `--stub_file_name`, verbatim.
    pub stub_file_name: Vec<u8>,
    /// `--static-host-stub` (nvcc passes it unless `-rdc=true`).
    pub static_host_stub: bool,
    /// `--device-c` (`-rdc=true`): external device entities, host-reference arrays.
    pub device_c: bool,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `--device-hidden-visibility`: `__attribute__((visibility("hidden")))` on kernels.
    pub device_hidden_visibility: bool,
    /// `--debug_mode` (`-G`): ` __attribute((noinline))` on kernels.
    pub debug_mode: bool,
    pub dialect: Option<CxxStandard>,
}

impl Default for EmitOptions {
    fn default() -> Self {
        EmitOptions {
            stub_file_name: Vec::new(),
            static_host_stub: true,
            device_c: false,
            extended_lambda: false,
            device_hidden_visibility: true,
            debug_mode: false,
            dialect: Some(CxxStandard::Cxx17),
        }
    }
}

impl EmitOptions {
    fn frame(&self) -> FrameOptions {
        FrameOptions {
            static_host_stub: self.static_host_stub,
            extended_lambda: self.extended_lambda,
            device_c: self.device_c,
        }
    }
}

/// The primary source file (the first file the preprocessor opened).
pub const PRIMARY: FileId = FileId(1);

/// Writes the whole host file.
pub fn write_host_file(
    tu: &TranslationUnit,
    pp_records: &Records,
    sm: &SourceMap,
    options: &EmitOptions,
    module_id: &[u8],
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let _ = pp_records; // pragmas reach the printer through the IL's items
    let bytes = host_file_bytes(tu, sm, options, module_id)
        .map_err(|e| io::Error::new(io::ErrorKind::Unsupported, e.to_string()))?;
    frame::flush(out, &bytes)
}

/// An IL construct the printer cannot print yet: rather than write something wrong,
/// it writes nothing (the driver reports it and exits 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotImplemented {
    /// What it met, in words (`lambda expression`).
    pub construct: &'static str,
}

impl std::fmt::Display for NotImplemented {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not implemented: {}", self.construct)
    }
}

impl std::error::Error for NotImplemented {}

/// The host file as bytes, or the first construct the printer cannot print yet.
pub fn host_file_bytes(
    tu: &TranslationUnit,
    sm: &SourceMap,
    options: &EmitOptions,
    module_id: &[u8],
) -> Result<Vec<u8>, NotImplemented> {
    let (name, initial) = primary_start(sm);
    let mut pre = Vec::new();
    frame::write_preamble(&mut pre, &name, options.frame());
    let mut p = Printer::new(tu, sm, options, module_id);
    p.w.uncounted(&pre);
    p.w.start_body(initial);
    p.print_scope_items(tu.top_level());
    let at_bol = p.w.at_bol();
    let unimplemented = p.unimplemented.get();
    let host_refs = p.host_refs.take();
    let mut bytes = p.w.into_bytes();
    frame::write_trailer(&mut bytes, at_bol, &options.stub_file_name, module_id);
    if options.device_c {
        let arrays = host_refs::host_ref_arrays(tu, module_id, &host_refs);
        frame::write_host_ref_arrays(&mut bytes, &arrays);
    }
    match unimplemented {
        Some(construct) => Err(NotImplemented { construct }),
        None => Ok(bytes),
    }
}

/// The name on the preamble's first line and the segment the body's `# 1` stands for.
///
/// The name is the input path as given, or the file name of a GNU line marker on the
/// input's first line. A leading marker naming the primary file does not start a segment
/// of its own for the printer (L37: `# 1 "x.cu"` / `int a;` prints `# 1` / `int a;`).
fn primary_start(sm: &SourceMap) -> (Vec<u8>, Option<SegmentId>) {
    if sm.file_count() <= PRIMARY.0 as usize {
        return (Vec::new(), None);
    }
    let bytes = sm.bytes(PRIMARY);
    let mut name = sm.file_name(PRIMARY).to_vec();
    let first_is_marker = {
        let l = bytes.trim_ascii_start();
        l.first() == Some(&b'#')
            && l[1..]
                .trim_ascii_start()
                .first()
                .is_some_and(u8::is_ascii_digit)
    };
    if first_is_marker {
        if let Some(off) = sm.offset_of_line(PRIMARY, 2) {
            let p = sm.presumed(Pos::new(PRIMARY, off));
            if p.segment.index > 0 {
                name = sm.name(p.name).to_vec();
            }
        }
    }
    // The first line that is not a directive or blank.
    let mut off = 0usize;
    for line in bytes.split_inclusive(|&c| c == b'\n') {
        let t = line.trim_ascii();
        if !(t.is_empty() || t.starts_with(b"#")) {
            break;
        }
        off += line.len();
    }
    let p = sm.presumed(Pos::new(PRIMARY, off as u32));
    let seg = if sm.name(p.name) == name.as_slice() {
        p.segment
    } else {
        sm.presumed(Pos::new(PRIMARY, 0)).segment
    };
    (name, Some(seg))
}

/// The printer's state.
pub struct Printer<'a> {
    pub tu: &'a TranslationUnit,
    pub w: LineWriter<'a>,
    pub opts: &'a EmitOptions,
    pub module_id: &'a [u8],
    /// Inside a CUDA `#if 0` body (device code: no CUDA rewriting of launches etc.).
    pub in_device_body: bool,
    /// Lambda typedef counter (`typedef decltype(l) __T<n>;`), shared with the printers
    /// of lambda bodies.
    pub lambda_typedefs: std::cell::Cell<u32>,
    /// Printing a value template argument: names waiting for instantiation are named by
    /// their entity there (no written leading `::`).
    pub in_template_arg: std::cell::Cell<u32>,
    /// The callee of the call being printed when none of its arguments is dependent
    /// (`call_template_args`: resolved in a nested block of a template body).
    pub(crate) nondependent_callee: std::cell::Cell<Option<crate::il::ExprId>>,
    /// The `operator()`s of the lambdas whose bodies are being printed, innermost last
    /// (a variable of an outer function is a capture: C-THIS).
    pub lambda_frames: Vec<crate::il::DeclId>,
    /// Printing the init-statement of an if/switch/for: its lambda variables get no
    /// helper typedef.
    pub in_condition_init: bool,
    /// Inside a one-declaration linkage specification (`extern "C" int x;`): its language.
    pub linkage_prefix: Option<crate::il::decl::Language>,
    /// Inside a braced `extern "C" { … }`: a one-declaration `extern "C++"` there is kept.
    pub in_c_linkage_block: bool,
    /// The host_runtime block was written (after the first file-scope `size_t`).
    pub host_runtime_done: bool,
    /// The class printer already wrote the `; ` (device_builtin types in `#if 0`).
    pub suppress_semicolon: bool,
    /// Inside `typedef __device_builtin__ struct … { … } name;`: the group is one `#if 0`
    /// body, so its class and typedef open none of their own.
    pub in_builtin_typedef_group: bool,
    /// The class or enum about to be printed is defined in a declaration with
    /// declarators (`struct __device_builtin__ S { … } s;`): printed plain, no `#if 0`.
    pub builtin_with_declarators: bool,
    /// Where the closing brace of the class or enum about to be printed goes: the first
    /// declarator of its declaration (`}` / `s1;` on two lines print `# 5` / `} s1; `).
    pub close_brace_at: Option<Pos>,
    /// A `struct S;` redeclaring a class: the position of its name there.
    pub class_redecl_at: Option<Pos>,
    /// A redeclaration of a class defined before prints without its body.
    pub class_decl_only: bool,
    /// A template that only declares (`template <class T>` / `T h(T x);`) prints on its
    /// `template` line: the declarator is not positioned again.
    pub declaration_at_template_line: bool,
    /// The `template` line of the template being printed: where a held declaration's
    /// declarator goes back to after a requires-clause on a later line.
    pub template_line: Option<crate::source::Pos>,
    /// A variable or alias template's pattern is printed right after its header: its
    /// specifiers (an alias: all of it) stay on the header's line.
    pub pattern_after_header: bool,
    /// Classes whose name has been introduced in the output (D14: the first mention of a
    /// class declared only by an elaborated specifier keeps its `struct`).
    /// The first construct met that the printer cannot print yet (see [`NotImplemented`]).
    pub unimplemented: std::cell::Cell<Option<&'static str>>,
    /// A `#pragma unroll` waiting for its loop (LD-5).
    pub loop_pragma: Option<u32>,
    /// The return type of the function whose body is printed (E-CONV at `return`).
    pub return_type: Option<crate::il::TypeId>,
    pub introduced: std::cell::RefCell<std::collections::HashSet<crate::il::DeclId>>,
    /// Canonical types known to name no template parameter (`names_template_param_memo`).
    pub concrete_types: std::cell::RefCell<std::collections::HashSet<crate::il::TypeId>>,
    /// Whether a member function is virtual, written so or as an implicit overrider
    /// (`implicit_virtual.rs`), once per member.
    pub virtual_members: std::cell::RefCell<std::collections::HashMap<crate::il::DeclId, bool>>,
    /// Whether a static constant's initializer is value-dependent, once per constant
    /// (`value_dependent.rs`): chains of constants built from each other are deep.
    pub dependent_static_constants:
        std::cell::RefCell<std::collections::HashMap<crate::il::DeclId, bool>>,
    /// The scope being printed (namespace, class, function): type names are qualified
    /// relative to it (`qualify`).
    pub scope: std::cell::Cell<crate::il::DeclId>,
    /// Printing a class's base specifiers (in its scope, but a dependent base hides
    /// nothing from its siblings).
    pub in_base_clause: std::cell::Cell<bool>,
    /// Template argument lists entered inside the base clause (see `names_base_specifier`).
    pub base_clause_arg_depth: std::cell::Cell<u32>,
    /// Printing an alias template's aliased type (canonical template arguments).
    pub in_alias_template: std::cell::Cell<bool>,
    /// Printing a function body (`template_context`).
    pub in_function_body: std::cell::Cell<bool>,
    /// The nesting of the statement being printed (1: the function body's own statements).
    pub stmt_depth: std::cell::Cell<u32>,
    /// Printing the signature of a function template outside any template
    /// (`template_context`): its template-ids print canonically.
    pub in_resolved_signature: std::cell::Cell<bool>,
    /// Printing a mem-initializer's base class: EDG names a non-dependent one from the
    /// global scope (`D() : ::B< int> (1)`).
    pub in_mem_init_base: std::cell::Cell<bool>,
    /// Printing a friend type declaration's template-id (`friend struct hash< vec> ; `).
    pub in_friend_type: std::cell::Cell<bool>,
    /// The initializer `expr_init_to` is printing (`value_init_operand`).
    pub init_top: std::cell::Cell<Option<crate::il::ExprId>>,
    /// Printing a class template's enumerator initializer (`value_dependent.rs`).
    pub in_enumerator_init: std::cell::Cell<bool>,
    /// Printing a variable's initializer: a variable template's specialization for
    /// dependent arguments is no constant there (`variable_template_init`).
    pub in_variable_init: std::cell::Cell<bool>,
    /// Printing the initializer of a `const` or `constexpr` variable (`constexpr_call`).
    pub const_variable_init: std::cell::Cell<bool>,
    /// Printing a `return` statement's braced list (`dependent_access`).
    pub in_return_list: std::cell::Cell<bool>,
    /// Printing a friend function's parameters (`qualify`).
    pub in_friend_params: std::cell::Cell<bool>,
    /// The class a friend function's declaration stands in, while it prints (`qualify`).
    pub friend_home: std::cell::Cell<Option<crate::il::DeclId>>,
    /// The enum whose enumerator initializers are printing (`expr::is_simple`).
    pub defining_enum: std::cell::Cell<Option<crate::il::DeclId>>,
    /// Printing the return type of a member defined outside its class: that class
    /// (`current_member_typedef`).
    pub member_return_type_of: std::cell::Cell<Option<crate::il::DeclId>>,
    /// An alias template's parameters and the arguments they stand for while its
    /// aliased type prints expanded (`alias_expansion`).
    pub alias_params: std::cell::RefCell<Vec<(crate::il::DeclId, crate::il::types::TemplateArg)>>,
    /// Templates (not explicit specializations) being printed, outermost first: a class's
    /// member template named there gets `template` (`template_id`).
    pub template_depth: std::cell::Cell<u32>,
    /// Scope members by name, built on first need (`qualify`).
    pub members_by_name: std::cell::RefCell<Option<qualify::MembersByName>>,
    /// The TU's extended lambdas (`--extended-lambda`), computed at the first need.
    pub ext_lambdas: std::cell::OnceCell<ext_lambda::ExtLambdas>,
    /// The device entities host code names (`--device-c`: `host_refs`).
    pub host_refs: std::cell::RefCell<std::collections::BTreeSet<crate::il::DeclId>>,
    /// Template-ids met now keep their arguments as written (function bodies, function
    /// template signatures: `template_args`).
    pub ids_as_written: std::cell::Cell<bool>,
    /// The form each class specialization was first printed in (`template_args`).
    pub specialization_forms: std::cell::RefCell<template_args::SpecializationForms>,
    pub shortest_written: std::cell::RefCell<Option<default_args_omitted::ShortestWritten>>,
    pub function_templates: std::cell::RefCell<Option<explicit_instantiation::FunctionTemplates>>,
    pub substitute_class_args: std::cell::Cell<bool>,
    pub omitted_params: std::cell::RefCell<Vec<crate::il::DeclId>>,
    /// What every declaration of a function entity prints (`redeclared`).
    pub redeclared: std::cell::OnceCell<redeclared::RedeclaredFacts>,
    /// Namespace-scope names, for the `::` a qualifier keeps (`global_qualifier`).
    pub namespace_names: std::cell::OnceCell<global_qualifier::NamespaceNames>,
}

impl<'a> Printer<'a> {
    pub fn new(
        tu: &'a TranslationUnit,
        sm: &'a SourceMap,
        opts: &'a EmitOptions,
        module_id: &'a [u8],
    ) -> Printer<'a> {
        Printer {
            tu,
            w: LineWriter::new(sm),
            opts,
            module_id,
            in_device_body: false,
            lambda_typedefs: Default::default(),
            in_template_arg: Default::default(),
            nondependent_callee: Default::default(),
            lambda_frames: Vec::new(),
            in_condition_init: false,
            linkage_prefix: None,
            in_c_linkage_block: false,
            host_runtime_done: false,
            suppress_semicolon: false,
            in_builtin_typedef_group: false,
            builtin_with_declarators: false,
            close_brace_at: None,
            class_redecl_at: None,
            class_decl_only: false,
            declaration_at_template_line: false,
            template_line: None,
            pattern_after_header: false,
            introduced: Default::default(),
            concrete_types: Default::default(),
            virtual_members: Default::default(),
            dependent_static_constants: Default::default(),
            loop_pragma: None,
            unimplemented: std::cell::Cell::new(None),
            return_type: None,
            scope: std::cell::Cell::new(TranslationUnit::ROOT),
            in_base_clause: std::cell::Cell::new(false),
            base_clause_arg_depth: std::cell::Cell::new(0),
            in_alias_template: std::cell::Cell::new(false),
            in_function_body: std::cell::Cell::new(false),
            stmt_depth: std::cell::Cell::new(0),
            in_resolved_signature: std::cell::Cell::new(false),
            in_mem_init_base: std::cell::Cell::new(false),
            in_friend_type: std::cell::Cell::new(false),
            init_top: std::cell::Cell::new(None),
            in_enumerator_init: std::cell::Cell::new(false),
            in_variable_init: std::cell::Cell::new(false),
            const_variable_init: std::cell::Cell::new(false),
            in_return_list: std::cell::Cell::new(false),
            in_friend_params: std::cell::Cell::new(false),
            friend_home: std::cell::Cell::new(None),
            defining_enum: std::cell::Cell::new(None),
            member_return_type_of: std::cell::Cell::new(None),
            alias_params: Default::default(),
            template_depth: std::cell::Cell::new(0),
            members_by_name: Default::default(),
            ext_lambdas: std::cell::OnceCell::new(),
            host_refs: Default::default(),
            ids_as_written: std::cell::Cell::new(false),
            specialization_forms: Default::default(),
            shortest_written: Default::default(),
            function_templates: Default::default(),
            substitute_class_args: Default::default(),
            omitted_params: Default::default(),
            redeclared: std::cell::OnceCell::new(),
            namespace_names: std::cell::OnceCell::new(),
        }
    }

    /// Records a construct the printer cannot print yet (the first one is reported).
    pub fn not_implemented(&self, construct: &'static str) {
        if self.unimplemented.get().is_none() {
            self.unimplemented.set(Some(construct));
        }
    }

    /// A symbol's bytes.
    pub fn sym(&self, s: crate::pp::Symbol) -> &'a [u8] {
        self.tu.symbols.name(s)
    }
}

#[cfg(test)]
mod tests;
