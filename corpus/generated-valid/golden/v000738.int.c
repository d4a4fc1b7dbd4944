# 1 "v000738.cu"
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
# 24 "v000738.cu"
enum class Kind8 { Slow9 = 1, High10, Add11, Off12}; 
# 26
__attribute__((visibility("hidden"))) void sweep13(Kind8 b14, int len15) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern long dyn_16[]; 
# 29
b14 = Kind8::Add11; 
# 30
for (int n17 = 11; n17 > 0; --n17) { 
# 31
if (((dyn_16[n17]) != (12)) && ((12) >= (static_cast< float>(dyn_16[n17 & 7])))) { 
# 32
char q18(n17); 
# 33
bool x19 = +(50 << n17); 
# 34
}  
# 35
}  
# 36
} 
#endif
# 38 "v000738.cu"
int main() 
# 39
{ 
# 40
int size20 = 89; 
# 41
for (int j21 = 0; j21 < size20; j21++) { 
# 42
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : sweep13(Kind8::High10, j21 + (12 & size20)); 
# 43
const char *idx22 = ("warp size_tail"); 
# 44
}  
# 45
--size20; 
# 46
return 0; 
# 47
} 

# 1 "v000738.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6355544e_10_v000738_cu_96bcc978
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000738.cudafe1.stub.c"
#include "v000738.cudafe1.stub.c"
# 1 "v000738.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
