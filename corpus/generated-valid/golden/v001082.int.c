# 1 "v001082.cu"
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
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 9 "v001082.cu"
enum Phase5 { 
# 10
OFF6, 
# 11
SLOW7, 
# 12
ON8, 
# 13
FAST9, 
# 14
BLUE10
# 15
}; 
# 16
using ptr11_t = unsigned char *; 
# 17
__attribute__((visibility("hidden"))) void kick12(int len13, size_t *data14) ;
#if 0
# 17
{ 
# 18
for (int j15 = 0; j15 < len13; j15++) { 
# 19
len13++; 
# 20
size_t *t16 = data14; 
# 21
}  
# 22
len13++; 
# 23
len13 = ((data14[len13]) - (15)); 
# 24
} 
#endif
# 25 "v001082.cu"
unsigned run_smooth17(int n18, int count19) { 
# 26
(__cudaPushCallConfiguration((SLOW7) + 7, 1 << ((SLOW7) + ((SLOW7) + 5)))) ? (void)0 : kick12(n18, nullptr); 
# 27
n18 = (((16UL * n18) * count19) + (BLUE10)); 
# 28
return n18; 
# 29
} 
# 30
int main() { 
# 31
int count20 = 2648; 
# 32
int u21 = run_smooth17(count20, (count20 > 11) ? count20 : 11) * (7); 
# 33
if (int y22((static_cast< int>(u21 << 6)) / (static_cast< int>(count20))); (run_smooth17(run_smooth17(16, '\\'), -53)) <= ((u21 > sizeof(double)) ? u21 : sizeof(double))) { 
# 34
(__cudaPushCallConfiguration(((dim3)((y22 + 255) / 256)), 64, 0, 0)) ? (void)0 : kick12(((int)3136) + run_smooth17(u21, count20), (size_t *)nullptr); 
# 35
} else { if (static int hi23 = 28; run_smooth17(-32, hi23) >= (59 + hi23)) { 
# 36
run_smooth17((hi23 + hi23) << hi23, u21); 
# 37
} else { if (((('\n') == u21) ? 152 : (FAST9)) == u21) { }  }  }  
# 38
return 0; 
# 39
} 

# 1 "v001082.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c04abe37_10_v001082_cu_0be468c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001082.cudafe1.stub.c"
#include "v001082.cudafe1.stub.c"
# 1 "v001082.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
