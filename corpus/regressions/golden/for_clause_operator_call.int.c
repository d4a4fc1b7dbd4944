# 1 "for_clause_operator_call.cu"
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
# 4
struct It { 
# 5
int *p; 
# 6
It &operator++() { ++(p); return *this; } 
# 7
bool operator!=(const It &o) const { return (p) != (o.p); } 
# 8
It &operator+=(int) { return *this; } 
# 9
}; 
# 10
struct Ci : public It { }; 
# 11
Ci mk() { return Ci(); } 
# 12
void g(It &) { } 
# 13
int main() { 
# 14
It j, e; 
# 15
for (; j != e; ++j) { }  
# 16
for (int k = 0; k < 2; ++j) { }  
# 17
if ((j != e)) { }  
# 18
while ((j != e)) { }  
# 19
bool b = (j != e); 
# 20
g((++j)); 
# 21
g((j += (1))); 
# 22
do { } while ((j != e)); 
# 23
Ci c = mk(), d = mk(); 
# 24
for (Ci i = c; i != d; ++i) { }  
# 25
for (c = mk(); c != (mk()); ++c) { }  
# 26
b = (c != (mk())); 
# 27
(++j); 
# 28
return b ? 0 : 1; 
# 29
} 

# 1 "for_clause_operator_call.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25ed0b9d_27_for_clause_operator_call_cu__Z2mkv
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "for_clause_operator_call.cudafe1.stub.c"
#include "for_clause_operator_call.cudafe1.stub.c"
# 1 "for_clause_operator_call.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
