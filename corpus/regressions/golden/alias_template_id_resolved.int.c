# 1 "alias_template_id_resolved.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 5
template< class C> struct tr { }; template< class C> struct pal { }; 
# 6
template< class C, class T, class A> struct bs { }; 
# 7
template< class C> using b1 = bs< C, tr< C> , pal< C> > ; 
# 8
template< class C, class T = tr< C> > using b2 = bs< C, T, pal< C> > ; 
# 9
typedef b1< char>  s1; typedef b2< char>  s2; 
# 10
template< class T> struct hash; 
# 11
template<> struct hash< bs< char, tr< char> , pal< char> > >  { }; 
# 12
template<> struct hash< bs< char, tr< char> , pal< char> >  *>  { }; 
# 13
namespace s { 
# 14
template< class C> struct tr { }; template< class C> struct al { }; template< class C> struct pal { }; 
# 15
inline namespace v1 { template< class C, class T = tr< C> , class A = al< C> > struct bs { }; }
# 16
namespace pmr { template< class C, class T = tr< C> > using bs = v1::bs< C, T, pal< C> > ; typedef bs< char>  string; }
# 17
template< class T> struct hash; template< class S> struct hb { }; 
# 18
typedef v1::bs< char>  str; 
# 19
typedef int myint; 
# 20
template<> struct hash< v1::bs< char, tr< char> , pal< char> > >  : public hb< v1::bs< char, tr< char> , pal< char> > >  { pmr::string x; }; 
# 21
template<> struct hash< v1::bs< char> >  : public hb< v1::bs< char> >  { str y; }; 
# 22
template<> struct hash< int>  : public hb< int>  { myint z; }; 
# 23
template< class T> struct hash< T *>  : public hb< v1::bs< char> >  { }; 
# 24
}
# 25
int main() { hash< bs< char, tr< char> , pal< char> > >  h; hash< bs< char, tr< char> , pal< char> >  *>  g; s2 q; b1< int>  r; (void)h; (void)g; s::hash< s::v1::bs< char, s::tr< char> , s::pal< char> > >  k; (void)k; return 0; } 

# 1 "alias_template_id_resolved.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a04ac001_29_alias_template_id_resolved_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "alias_template_id_resolved.cudafe1.stub.c"
#include "alias_template_id_resolved.cudafe1.stub.c"
# 1 "alias_template_id_resolved.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
