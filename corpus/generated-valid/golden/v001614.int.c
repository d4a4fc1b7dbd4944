# 1 "v001614.cu"
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
# 18 "v001614.cu"
static int g_sift9; 
# 19
long long g_gather10 = (26UL); 
# 20
inline void warp11(long q12, int lane13 = 1779) { 
# 21
q12 = (64); 
# 22
if (lane13 != 17) { 
# 23
return; 
# 24
}  
# 25
bool s14 = (q12 * (22)) == (static_cast< size_t>(3)); 
# 26
} 
# 27
__attribute__((visibility("hidden"))) void mix15(const float *__restrict__ in16, int n17, unsigned *__restrict__ data18, int *__restrict__ dst19) ;
#if 0
# 27
{ 
# 28
(data18[3]) *= (*in16); 
# 29
constexpr int v20 = (42UL); 
# 30
(dst19[7]) >>= 4; 
# 31
} 
#endif
# 32 "v001614.cu"
float check_split21(double b22, const unsigned long *__restrict__ input23) { 
# 33
int sum24 = b22; 
# 34
if ((((input23[g_gather10]) & (1)) ? sum24 : sizeof(double)) & (1)) { 
# 35
if (b22 != (*input23)) { 
# 36
float idx25 = g_gather10; 
# 37
}  
# 38
(__cudaPushCallConfiguration((sum24 + 31) / 32, 12 + (64 + (64 + 372)), 12 + (12 + (12 + 220)))) ? (void)0 : mix15(nullptr, g_sift9 - (input23[g_gather10 & (7)]), nullptr, nullptr); 
# 39
(__cudaPushCallConfiguration((sum24 + 255) / 256, 1 << 7)) ? (void)0 : mix15(nullptr, static_cast< float>(g_gather10), nullptr, nullptr); 
# 40
}  
# 41
g_gather10 = sum24; 
# 42
return (((6) % g_gather10) + (input23[2])) - (((674) + b22) * ((input23[g_sift9]) & sum24)); 
# 43
} 
# 44
int main() { 
# 45
int n26 = 1286; 
# 46
check_split21((+g_gather10) + (static_cast< int>(59ULL)), static_cast< const unsigned long *>(nullptr)); 
# 47
n26 = ((((n26 + g_sift9) * ((__alignof__(int)) % g_gather10)) != ((unsigned char)n26)) ? 3543L & g_sift9 : ((4936) - (-g_gather10))); 
# 48
n26 &= (L'\x30'); 
# 49
return 0; 
# 50
} 

# 1 "v001614.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3e686087_10_v001614_cu_084de861
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001614.cudafe1.stub.c"
#include "v001614.cudafe1.stub.c"
# 1 "v001614.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
