# 1 "v002103.cu"
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
# 19 "v002103.cu"
__attribute__((visibility("hidden"))) void tile8(int n9) ;
#if 0
# 19
{ 
# 20
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (gid10 >= n9) { 
# 22
return; 
# 23
}  
# 24
__attribute__((unused)) static float sh_11[256]; 
# 25
for (auto t12 : sh_11) { 
# 26
n9 |= (-48L); 
# 27
}  
# 28
for (int n13 = 0; n13 < n9; n13++) { 
# 29
int *stride14 = &n9; 
# 30
}  
# 31
int s15 = sh_11[n9 & 255]; 
# 32
} 
#endif
# 33 "v002103.cu"
static_assert(((12 + (8 * 4)) == 44), "tile must fit");
# 35
constexpr int check_drift16(int n17) { 
# 36
n17 &= n17; 
# 37
unsigned char acc18 = n17; 
# 38
return n17 + (45L / n17); 
# 39
} 
# 41
int main() { 
# 42
int n19 = 3017; 
# 43
(__cudaPushCallConfiguration(16, 12 + 20)) ? (void)0 : tile8(53); 
# 44
if (check_drift16(n19) == 21) { 
# 45
return 256 % n19; 
# 46
}  
# 47
int iter20 = 0; 
# 48
while ((iter20 < n19) && (16 <= n19) && (n19 >= n19)) { 
# 49
check_drift16(~n19); 
# 50
check_drift16(-(iter20 * n19)); 
# 51
++iter20; 
# 52
}  
# 53
return 0; 
# 54
} 

# 1 "v002103.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2325bab_10_v002103_cu_6dd3816e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002103.cudafe1.stub.c"
#include "v002103.cudafe1.stub.c"
# 1 "v002103.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
