//! What the stub is about: the kernels (with template instances where their template is)
//! and the device variables to register, in the order cicc emits them.

use super::ctype::{integral_cast, long_builtin, ParamText, TypePrinter};
use super::Unsupported;
use crate::il::decl::StorageClass;
use crate::il::{ConstValue, DeclId, DeclKind, ExecSpace, Item, MemorySpace, TranslationUnit};
use crate::mangle::tree::{self, TemplateArg};
use crate::mangle::Mangler;

pub struct Param {
    pub text: ParamText,
    pub size: u64,
    pub align: u64,
}

/// A template instance's extra texts.
pub struct Instance {
    /// `reduce39<unsigned int, (int)6> ` (function pointers).
    pub fnptr_args: String,
    /// `reduce39<unsigned,6>` (the wrapper's name).
    pub wrapper_args: String,
}

pub struct Kernel {
    pub decl: DeclId,
    /// The name as the host definition and function pointers qualify it (`ops::k`,
    /// `_NV_ANON_NAMESPACE::k`).
    pub qualified: String,
    /// The unqualified name.
    pub name: String,
    /// The enclosing namespaces, outermost first (`_NV_ANON_NAMESPACE` for an unnamed one).
    pub namespaces: Vec<String>,
    pub mangled: Vec<u8>,
    /// The name `__cudaRegisterEntry` gives: the mangled name, or the plain name of an
    /// `extern "C"` kernel (whose stub keeps the C++ mangling).
    pub registered: Vec<u8>,
    pub params: Vec<Param>,
    /// The `__launch_bounds__` thread count as cicc prints it.
    pub max_threads: Option<String>,
    pub is_static: bool,
    pub instance: Option<Instance>,
}

pub struct Variable {
    pub shadow: Vec<u8>,
    /// `static` or in an unnamed namespace.
    pub internal: bool,
    pub qualified: String,
    pub size: u64,
    pub constant: bool,
    pub managed: bool,
    /// Only `extern` declarations in the TU: whole-program mode registers it anyway
    /// (cudafe++ makes it a definition), flagged external; `-rdc` leaves it to its TU.
    pub external: bool,
}

pub struct Entities {
    pub kernels: Vec<Kernel>,
    pub variables: Vec<Variable>,
    /// Namespace-scope declarations in the order cicc meets them.
    pub order: Vec<DeclId>,
    /// How many of `order` are the global scope's (they come first).
    pub global_len: usize,
    /// The same declarations in the order registration walks them backwards (each
    /// namespace before the namespaces nested in it).
    pub registration: Vec<DeclId>,
}

fn item_decls(item: &Item) -> Vec<DeclId> {
    match item {
        Item::Decl(d) => vec![*d],
        Item::Group(g) => g.decls.clone(),
        _ => Vec::new(),
    }
}

/// Walks namespace-scope declarations in source order (iteratively).
pub fn collect(
    tu: &TranslationUnit,
    mangler: &Mangler,
    types: &TypePrinter,
) -> Result<Entities, Unsupported> {
    let (order, global_len, registration) = scope_order(tu);
    let mut out = Entities {
        kernels: Vec::new(),
        variables: Vec::new(),
        order: Vec::new(),
        global_len,
        registration,
    };
    // A variable is registered once, at its first declaration in this order, with the
    // type of its definition when the TU has one.
    let mut definitions: std::collections::HashMap<DeclId, DeclId> =
        std::collections::HashMap::new();
    for &id in &order {
        if let DeclKind::Var(v) = &tu.decls[id].kind {
            if !v.field && v.storage != StorageClass::Extern {
                definitions.entry(tu.first_decl(id)).or_insert(id);
            }
        }
    }
    let mut registered_vars: std::collections::HashSet<DeclId> = std::collections::HashSet::new();
    for &id in &order {
        let d = &tu.decls[id];
        match &d.kind {
            DeclKind::Function(_)
                if d.instance_of.is_some() && d.attrs.cuda.exec.has(ExecSpace::GLOBAL) =>
            {
                out.kernels.push(kernel(tu, mangler, types, id, true)?);
            }
            DeclKind::Function(f)
                if f.body.is_some() && d.attrs.cuda.exec.has(ExecSpace::GLOBAL) =>
            {
                out.kernels.push(kernel(tu, mangler, types, id, false)?);
            }
            DeclKind::Var(v) if !v.field => {
                let m = d.attrs.cuda.memory;
                let registered = m.has(MemorySpace::DEVICE)
                    || m.has(MemorySpace::CONSTANT)
                    || m.has(MemorySpace::MANAGED);
                let first = tu.first_decl(id);
                if registered && !m.has(MemorySpace::SHARED) && registered_vars.insert(first) {
                    let definition = definitions.get(&first).copied();
                    let mut var = variable(tu, mangler, definition.unwrap_or(id))?;
                    var.external = definition.is_none();
                    out.variables.push(var);
                }
            }
            _ => {}
        }
    }
    out.order = order;
    Ok(out)
}

/// Namespace-scope declarations in the order cicc meets them: a scope's own declarations
/// in source order (a reopened namespace continues its scope) with the function template
/// instances of its templates placed at their first use (before the first of the scope's
/// declarations that comes after it in the same file). The global scope comes first, then
/// the namespaces, each after the namespaces nested in it (siblings in order of first
/// opening). Also says how many of them are the global scope's.
fn scope_order(tu: &TranslationUnit) -> (Vec<DeclId>, usize, Vec<DeclId>) {
    struct Scope {
        parent: usize,
        name: Vec<u8>,
        decls: Vec<DeclId>,
        instances: Vec<DeclId>,
        children: Vec<usize>,
    }
    let mut scopes = vec![Scope {
        parent: usize::MAX,
        name: Vec::new(),
        decls: Vec::new(),
        instances: Vec::new(),
        children: Vec::new(),
    }];
    let mut stack: Vec<(std::slice::Iter<Item>, usize)> = vec![(tu.top_level().iter(), 0)];
    while let Some((top, scope)) = stack.last_mut() {
        let scope = *scope;
        let Some(item) = top.next() else {
            stack.pop();
            continue;
        };
        for id in item_decls(item) {
            let d = &tu.decls[id];
            match &d.kind {
                DeclKind::Namespace(n) => {
                    let name = if d.name == crate::il::DeclName::Anonymous {
                        Vec::new()
                    } else {
                        tu.name_bytes(id).to_vec()
                    };
                    let found = scopes[scope]
                        .children
                        .iter()
                        .copied()
                        .find(|&c| scopes[c].name == name && scopes[c].parent == scope);
                    let child = found.unwrap_or_else(|| {
                        scopes.push(Scope {
                            parent: scope,
                            name,
                            decls: Vec::new(),
                            instances: Vec::new(),
                            children: Vec::new(),
                        });
                        let c = scopes.len() - 1;
                        scopes[scope].children.push(c);
                        c
                    });
                    stack.push((n.members.iter(), child));
                }
                DeclKind::Linkage(l) => stack.push((l.members.iter(), scope)),
                DeclKind::Template(t) => {
                    let made = t.specializations.iter().copied().filter(|&i| {
                        tu.decls[i].instance_of.is_some()
                            && matches!(tu.decls[i].kind, DeclKind::Function(_))
                    });
                    scopes[scope].instances.extend(made);
                }
                _ => scopes[scope].decls.push(id),
            }
        }
    }
    // The global scope's own declarations come first; every namespace comes after its
    // nested namespaces (post-order, siblings in order of first opening). Registration
    // walks them the other way: each scope before its nested ones (pre-order).
    let mut pre = Vec::new();
    let mut todo = vec![0usize];
    while let Some(s) = todo.pop() {
        pre.push(s);
        todo.extend(scopes[s].children.iter().rev());
    }
    let mut visit = vec![0usize];
    let mut post = Vec::new();
    let mut stack = vec![(0usize, 0usize)];
    while let Some((s, next)) = stack.pop() {
        match scopes[s].children.get(next) {
            Some(&c) => {
                stack.push((s, next + 1));
                stack.push((c, 0));
            }
            None if s != 0 => post.push(s),
            None => {}
        }
    }
    visit.extend(post);
    let mut out = Vec::new();
    let mut global_len = 0;
    let mut by_scope: Vec<(usize, Vec<DeclId>)> = Vec::new();
    for s in visit {
        let start = out.len();
        let mut instances = scopes[s].instances.clone();
        let first_use = |i: DeclId| {
            tu.instances
                .get(&i)
                .map(|r| r.first_use)
                .unwrap_or_default()
        };
        instances.sort_by_key(|&i| (first_use(i), i));
        let mut pending = instances.into_iter().peekable();
        for &d in &scopes[s].decls {
            // Positions compare within a file (file ids are not in stream order).
            let at = tu.decls[d].pos;
            while let Some(i) =
                pending.next_if(|&i| first_use(i).file == at.file && first_use(i) < at)
            {
                out.push(i);
            }
            out.push(d);
        }
        out.extend(pending);
        if s == 0 {
            global_len = out.len();
        }
        by_scope.push((s, out[start..].to_vec()));
    }
    let registration = pre
        .iter()
        .flat_map(|s| {
            by_scope
                .iter()
                .find(|(x, _)| x == s)
                .map(|(_, d)| d.clone())
                .unwrap_or_default()
        })
        .collect();
    (out, global_len, registration)
}

/// `ns::inner::name`, `_NV_ANON_NAMESPACE::name`.
pub fn qualified_name(tu: &TranslationUnit, id: DeclId) -> Result<String, Unsupported> {
    let mut parts = namespaces(tu, id)?;
    parts.push(String::from_utf8_lossy(tu.name_bytes(id)).into_owned());
    Ok(parts.join("::"))
}

/// The namespaces around `id`, outermost first.
fn namespaces(tu: &TranslationUnit, id: DeclId) -> Result<Vec<String>, Unsupported> {
    let mut parts = Vec::new();
    for a in tu.ancestors(id) {
        let decl = &tu.decls[a];
        match &decl.kind {
            DeclKind::Namespace(_) if decl.name == crate::il::DeclName::Anonymous => {
                parts.push("_NV_ANON_NAMESPACE".to_owned())
            }
            DeclKind::Namespace(_) => {
                parts.push(String::from_utf8_lossy(tu.name_bytes(a)).into_owned())
            }
            DeclKind::TranslationUnit { .. } | DeclKind::Linkage(_) | DeclKind::Template(_) => {}
            _ => return Err(Unsupported("members of classes")),
        }
    }
    Ok(parts)
}

fn kernel(
    tu: &TranslationUnit,
    mangler: &Mangler,
    types: &TypePrinter,
    id: DeclId,
    is_instance: bool,
) -> Result<Kernel, Unsupported> {
    let d = &tu.decls[id];
    let DeclKind::Function(f) = &d.kind else {
        return Err(Unsupported("not a function"));
    };
    let ft = tu
        .types
        .as_function(f.ty)
        .ok_or(Unsupported("kernel without a function type"))?;
    if ft.variadic {
        return Err(Unsupported("variadic kernels"));
    }
    // The parameters as declared: the function type drops their top-level `const` and
    // `__restrict__`, the stub keeps them.
    let declared: Option<Vec<crate::il::TypeId>> = (f.params.len() == ft.params.len())
        .then(|| {
            f.params
                .iter()
                .map(|&p| match &tu.decls[p].kind {
                    DeclKind::Param(pd) => {
                        let shape = tu.types.shape(pd.ty);
                        let decays = matches!(
                            shape,
                            crate::il::Type::Array(..) | crate::il::Type::Function(_)
                        );
                        Some(if decays { pd.adjusted } else { pd.ty })
                    }
                    _ => None,
                })
                .collect()
        })
        .flatten();
    let param_types = declared.unwrap_or_else(|| ft.params.to_vec());
    let mut params = Vec::new();
    for &p in param_types.iter() {
        if crate::il::template_query::names_template_param(tu, p) {
            return Err(Unsupported("dependent parameter types"));
        }
        let text = types.param(p)?;
        let layout = match super::ext_lambda::of_type(tu, p)? {
            Some(closure) => Some(closure.layout(tu)?),
            None => crate::layout::size_align(tu, p),
        };
        let (size, align) = layout.ok_or(Unsupported("parameter type without a known layout"))?;
        params.push(Param { text, size, align });
    }
    let max_threads = match &d.attrs.cuda.launch_bounds {
        Some(args) => {
            let (v, ty) = args
                .first()
                .and_then(|&e| launch_bound(tu, id, e))
                .ok_or(Unsupported("launch bounds that are not constants"))?;
            // The value keeps its expression's type (`sizeof(int) * 8` → `32UL`).
            use crate::il::Builtin as B;
            let suffix = match tu.types.as_builtin(ty) {
                Some(B::UnsignedInt) => "U",
                Some(B::Long) => "L",
                Some(B::UnsignedLong) => "UL",
                Some(B::LongLong) => "LL",
                Some(B::UnsignedLongLong) => "ULL",
                _ => "",
            };
            Some(format!("{v}{suffix}"))
        }
        None => None,
    };
    let instance = if is_instance {
        let (_, args) = crate::mangle::deduce::function_args(mangler, tu, id)
            .ok_or(Unsupported("template arguments not recovered"))?;
        // An extended lambda's closure is spelled as its wrapper, and named by its alias.
        let closures = super::ext_lambda::instance_closures(tu, id, args.len())?;
        let fnptr: Result<Vec<String>, Unsupported> = args
            .iter()
            .zip(&closures)
            .map(|(a, c)| match c {
                Some(c) => Ok(format!(" ::{}", c.wrapper_text(tu)?)),
                None => fnptr_arg(a),
            })
            .collect();
        let wrapper: Result<Vec<String>, Unsupported> = args
            .iter()
            .zip(&closures)
            .map(|(a, c)| match c {
                Some(c) => c.alias(tu, mangler),
                None => wrapper_arg(a),
            })
            .collect();
        // A trailing pack closes with ` > ` (`combine<int, long > `).
        let close = if matches!(args.last(), Some(TemplateArg::Pack(_))) {
            " > "
        } else {
            "> "
        };
        let fnptr: Vec<String> = fnptr?.into_iter().filter(|a| !a.is_empty()).collect();
        let wrapper: Vec<String> = wrapper?.into_iter().filter(|a| !a.is_empty()).collect();
        Some(Instance {
            fnptr_args: format!("<{}{close}", fnptr.join(", ")),
            wrapper_args: format!("<{}>", wrapper.join(",")),
        })
    } else {
        None
    };
    // cicc declares the aliases of the classes among the template arguments too (unused
    // by the stub, which spells them out).
    if let Some(recorded) = tu.instances.get(&id) {
        declare_argument_aliases(types, &recorded.args);
    }
    // `static` in an unnamed namespace adds nothing (the linkage is internal already):
    // cicc writes such a kernel as it writes an extern one.
    let in_unnamed = tu.ancestors(id).iter().any(|&a| {
        matches!(tu.decls[a].kind, DeclKind::Namespace(_))
            && tu.decls[a].name == crate::il::DeclName::Anonymous
    });
    let is_static = !in_unnamed
        && (f.storage == StorageClass::Static
            || tu.first_decl(id) != id
                && matches!(&tu.decls[tu.first_decl(id)].kind, DeclKind::Function(g) if g.storage == StorageClass::Static));
    let mangled = mangler
        .mangled(id)
        .ok_or(Unsupported("kernel name not mangled"))?;
    // A closure argument: the stub's name has EDG's vendor encoding of the wrapper, the
    // registration the closure's Itanium name.
    let (mangled, itanium) = match is_instance {
        true => super::ext_lambda::instance_names(tu, id, mangled)?,
        false => (mangled.clone(), mangled),
    };
    let c_linkage = f.c_linkage
        || matches!(&tu.decls[tu.first_decl(id)].kind, DeclKind::Function(g) if g.c_linkage);
    let registered = if c_linkage {
        tu.name_bytes(id).to_vec()
    } else {
        itanium
    };
    Ok(Kernel {
        decl: id,
        registered,
        qualified: qualified_name(tu, id)?,
        namespaces: namespaces(tu, id)?,
        name: String::from_utf8_lossy(tu.name_bytes(id)).into_owned(),
        mangled,
        params,
        max_threads,
        is_static,
        instance,
    })
}

fn declare_argument_aliases(types: &TypePrinter, args: &[crate::il::types::TemplateArg]) {
    use crate::il::types::TemplateArg as A;
    for a in args {
        match a {
            A::Type(t) => {
                // A type the stub cannot print has no alias to declare either.
                let _ = types.text(*t, super::ctype::Flavor::C, 0);
            }
            A::Pack(items) => declare_argument_aliases(types, items),
            _ => {}
        }
    }
}

/// A `__launch_bounds__` argument's value and type: a constant, or in a kernel template
/// instance a non-type parameter (its argument, with the parameter's type).
fn launch_bound(
    tu: &TranslationUnit,
    kernel: DeclId,
    e: crate::il::ExprId,
) -> Option<(i128, crate::il::TypeId)> {
    let x = tu.exprs.get(e)?;
    if let Some(ConstValue::Int(v)) = x.value.get() {
        return Some((v, x.ty));
    }
    let crate::il::ExprKind::DeclRef { decl, .. } = &x.kind else {
        return None;
    };
    let template = tu.decls.get(kernel)?.instance_of?;
    let DeclKind::Template(t) = &tu.decls.get(template)?.kind else {
        return None;
    };
    let i = t
        .param_lists
        .last()?
        .params
        .iter()
        .position(|p| p == decl)?;
    match tu.instances.get(&kernel)?.args.get(i)? {
        crate::il::types::TemplateArg::Integral(v, ty) => Some((*v, *ty)),
        _ => None,
    }
}

fn tree_builtin(t: &tree::Type) -> Option<crate::il::Builtin> {
    use crate::il::Builtin as B;
    use tree::Builtin as T;
    let tree::Type::Builtin(b) = t else {
        return None;
    };
    Some(match b {
        T::Void => B::Void,
        T::Bool => B::Bool,
        T::Char => B::Char,
        T::SignedChar => B::SignedChar,
        T::UnsignedChar => B::UnsignedChar,
        T::Short => B::Short,
        T::UnsignedShort => B::UnsignedShort,
        T::Int => B::Int,
        T::UnsignedInt => B::UnsignedInt,
        T::Long => B::Long,
        T::UnsignedLong => B::UnsignedLong,
        T::LongLong => B::LongLong,
        T::UnsignedLongLong => B::UnsignedLongLong,
        T::Float => B::Float,
        T::Double => B::Double,
        T::LongDouble => B::LongDouble,
        _ => return None,
    })
}

/// `ns::C`, `ns::S<float> ` (a specialization's arguments as in the function pointer).
fn named_text(n: &tree::Name) -> Result<String, Unsupported> {
    if n.local.is_some() {
        return Err(Unsupported("local classes as template arguments"));
    }
    let mut parts = Vec::with_capacity(n.components.len());
    for c in &n.components {
        let tree::Unqualified::Source(name) = &c.name else {
            return Err(Unsupported("template argument type"));
        };
        if name.starts_with(b"_GLOBAL__N_") {
            return Err(Unsupported("template arguments in unnamed namespaces"));
        }
        let mut text = String::from_utf8_lossy(name).into_owned();
        if let Some(args) = &c.args {
            let inner: Result<Vec<String>, Unsupported> = args.iter().map(fnptr_arg).collect();
            text = format!("{text}<{}> ", inner?.join(", "));
        }
        parts.push(text);
    }
    Ok(parts.join("::"))
}

/// A template argument in the function pointer's template-id (`unsigned int`, `(int)6`).
fn fnptr_arg(a: &TemplateArg) -> Result<String, Unsupported> {
    match a {
        // A class or template: ` ::ns::C`, `    ::C` at global scope.
        TemplateArg::Type(tree::Type::Named(n)) | TemplateArg::Template(n) => {
            let lead = if n.components.len() == 1 {
                "    ::"
            } else {
                " ::"
            };
            Ok(format!("{lead}{}", named_text(n)?))
        }
        TemplateArg::Type(t) => {
            long_builtin(tree_builtin(t).ok_or(Unsupported("template argument type"))?)
                .map(str::to_owned)
        }
        TemplateArg::Integral(t, v) => integral_cast(
            tree_builtin(t).ok_or(Unsupported("template argument type"))?,
            *v,
        ),
        TemplateArg::Pack(items) => {
            let items: Result<Vec<String>, Unsupported> = items.iter().map(fnptr_arg).collect();
            Ok(items?.join(", "))
        }
        _ => Err(Unsupported("template argument kind")),
    }
}

/// A template argument in the wrapper's name (`unsigned`, `6`, `(-3)`, `7U`, `true`).
fn wrapper_arg(a: &TemplateArg) -> Result<String, Unsupported> {
    use crate::il::Builtin as B;
    match a {
        TemplateArg::Type(tree::Type::Named(n)) | TemplateArg::Template(n) => {
            Ok(format!(" ::{}", named_text(n)?))
        }
        TemplateArg::Type(t) => {
            super::ctype::builtin(tree_builtin(t).ok_or(Unsupported("template argument type"))?)
                .map(str::to_owned)
        }
        TemplateArg::Integral(t, v) => {
            let b = tree_builtin(t).ok_or(Unsupported("template argument type"))?;
            let suffix = match b {
                B::Int => "",
                B::UnsignedInt => "U",
                B::Long => "L",
                B::UnsignedLong => "UL",
                B::LongLong => "LL",
                B::UnsignedLongLong => "ULL",
                B::Bool => return Ok(if *v != 0 { "true" } else { "false" }.to_owned()),
                _ => return Err(Unsupported("template argument type")),
            };
            Ok(if *v < 0 {
                format!("({v}{suffix})")
            } else {
                format!("{v}{suffix}")
            })
        }
        TemplateArg::Pack(items) => {
            let items: Result<Vec<String>, Unsupported> = items.iter().map(wrapper_arg).collect();
            Ok(items?.join(","))
        }
        _ => Err(Unsupported("template argument kind")),
    }
}

fn variable(tu: &TranslationUnit, mangler: &Mangler, id: DeclId) -> Result<Variable, Unsupported> {
    let d = &tu.decls[id];
    let DeclKind::Var(v) = &d.kind else {
        return Err(Unsupported("not a variable"));
    };
    // An array of unknown bound (`extern __device__ int a[];`) registers size 0.
    let unknown_bound = matches!(
        tu.types.shape(v.ty),
        crate::il::types::Type::Array(_, crate::il::types::ArrayBound::Unknown)
    );
    let (size, _) = if unknown_bound {
        (0, 0)
    } else {
        crate::layout::size_align(tu, v.ty)
            .ok_or(Unsupported("variable type without a known layout"))?
    };
    let m = d.attrs.cuda.memory;
    Ok(Variable {
        shadow: mangler
            .shadow_symbol(id)
            .ok_or(Unsupported("variable name not mangled"))?,
        qualified: format!("::{}", qualified_name(tu, id)?),
        internal: v.storage == StorageClass::Static || tu.in_anonymous_namespace(id),
        size,
        constant: m.has(MemorySpace::CONSTANT),
        managed: m.has(MemorySpace::MANAGED),
        external: false,
    })
}
