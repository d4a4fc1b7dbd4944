//! Alias templates never appear in a mangled name: `Vec4<float>` (`template <class T>
//! using Vec4 = Vec<T, 4>`) mangles as `Vec<float, 4>`. The aliased type is lowered with
//! the alias's own parameters, then each parameter is replaced by its argument.

use super::tree::{FunctionType, Name, TemplateArg, Type, Unqualified};

/// `t` with the alias parameter `i` replaced by `args[i]` (`None`: an index past the
/// arguments, or a value argument where a type is needed).
pub fn substitute(t: &Type, args: &[TemplateArg]) -> Option<Type> {
    let boxed = |inner: &Type| substitute(inner, args).map(Box::new);
    Some(match t {
        Type::TemplateParam(i) => match args.get(*i as usize)? {
            TemplateArg::Type(a) => a.clone(),
            _ => return None,
        },
        Type::Qualified(q, inner) => Type::Qualified(*q, boxed(inner)?),
        Type::Pointer(inner) => Type::Pointer(boxed(inner)?),
        Type::Complex(inner) => Type::Complex(boxed(inner)?),
        Type::LValueRef(inner) => Type::LValueRef(boxed(inner)?),
        Type::RValueRef(inner) => Type::RValueRef(boxed(inner)?),
        Type::Array(n, inner) => Type::Array(*n, boxed(inner)?),
        Type::PackExpansion(inner) => Type::PackExpansion(boxed(inner)?),
        Type::Function(f) => Type::Function(FunctionType {
            ret: boxed(&f.ret)?,
            params: f
                .params
                .iter()
                .map(|p| substitute(p, args))
                .collect::<Option<_>>()?,
            ..f.clone()
        }),
        Type::MemberPointer { class, member } => Type::MemberPointer {
            class: boxed(class)?,
            member: boxed(member)?,
        },
        Type::Named(n) => Type::Named(name(n, args)?),
        Type::TemplateParamArgs(i, inner) => {
            let inner = inner
                .iter()
                .map(|a| arg(a, args))
                .collect::<Option<Vec<_>>>()?;
            match args.get(*i as usize)? {
                TemplateArg::Template(n) => {
                    let mut n = n.clone();
                    n.components.last_mut()?.args = Some(inner);
                    Type::Named(n)
                }
                TemplateArg::Type(Type::TemplateParam(j)) => Type::TemplateParamArgs(*j, inner),
                _ => return None,
            }
        }
        Type::Builtin(_) | Type::Vendor(_) => t.clone(),
    })
}

fn name(n: &Name, args: &[TemplateArg]) -> Option<Name> {
    let mut out = n.clone();
    for c in &mut out.components {
        if let Some(a) = &c.args {
            c.args = Some(a.iter().map(|x| arg(x, args)).collect::<Option<_>>()?);
        }
        if let Unqualified::Conversion(t) = &c.name {
            c.name = Unqualified::Conversion(Box::new(substitute(t, args)?));
        }
    }
    Some(out)
}

fn arg(a: &TemplateArg, args: &[TemplateArg]) -> Option<TemplateArg> {
    Some(match a {
        TemplateArg::Type(t) => TemplateArg::Type(substitute(t, args)?),
        TemplateArg::NonTypeParam(i) => args.get(*i as usize)?.clone(),
        TemplateArg::Pack(items) => {
            TemplateArg::Pack(items.iter().map(|x| arg(x, args)).collect::<Option<_>>()?)
        }
        TemplateArg::Integral(t, v) => TemplateArg::Integral(substitute(t, args)?, *v),
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::super::tree::{Builtin, Component, Name, TemplateArg, Type};
    use super::substitute;

    #[test]
    fn alias_parameters_become_the_arguments() {
        // `Vec<T, N>` with T = float, N = 4.
        let vec = Name::new(vec![Component::source("Vec").with_args(vec![
            TemplateArg::Type(Type::TemplateParam(0)),
            TemplateArg::NonTypeParam(1),
        ])]);
        let args = [
            TemplateArg::Type(Type::Builtin(Builtin::Float)),
            TemplateArg::Integral(Type::Builtin(Builtin::Int), 4),
        ];
        let got = substitute(&Type::pointer(Type::Named(vec)), &args).unwrap();
        let want = Name::new(vec![Component::source("Vec").with_args(vec![
            TemplateArg::Type(Type::Builtin(Builtin::Float)),
            TemplateArg::Integral(Type::Builtin(Builtin::Int), 4),
        ])]);
        assert_eq!(got, Type::pointer(Type::Named(want)));
        assert!(substitute(&Type::TemplateParam(2), &args).is_none());
    }
}
