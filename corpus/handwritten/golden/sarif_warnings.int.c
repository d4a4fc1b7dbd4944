# 1 "sarif_warnings.cu"
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
# 8 "/src/sarif_warnings.cu"
static int d_hits[64]; 
# 10
__attribute__((visibility("hidden"))) void count(const int *keys, int n) ;
#if 0
# 11
{ 
# 12
if (n > 0) { (d_hits[(keys[0]) & 63]) += 1; }  
# 13
} 
#endif
# 15 "/src/sarif_warnings.cu"
int total_hits() 
# 16
{ 
# 17
int sum = 0; 
# 18
for (int b = 0; b < 64; ++b) { 
# 19
sum += (d_hits[b]); }  
# 20
return sum; 
# 21
} 
# 23
int level(int hits) 
# 24
{ 
# 25
if (hits > 100) { 
# 26
return 3; }  
# 27
} 
# 29
int main() { return total_hits() + level(5); } 

# 1 "sarif_warnings.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d593d89d_17_sarif_warnings_cu_fabb7380
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "sarif_warnings.cudafe1.stub.c"
#include "sarif_warnings.cudafe1.stub.c"
# 1 "sarif_warnings.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
