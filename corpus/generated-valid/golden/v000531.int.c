# 1 "v000531.cu"
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
# 13 "v000531.cu"
enum class Color6 { High7, On8 = 2}; 
# 14
using idx9_t = short; 
# 15
static double d_smooth10[64]; 
# 16
static int d_drift11[4]; 
# 17
__attribute__((unused)) inline unsigned char tile12(int len13) 
# 18
{int volatile ___ = 1;(void)len13;
# 33
::exit(___);}
#if 0
# 18
{ 
# 19
if ((len13) ? len13 : (__device_builtin_variable_threadIdx.x)) { 
# 20
goto skip16; 
# 21
}  
# 22
if (constexpr int val14 = 28; ((len13 * 4302) + 9) == 18) { 
# 23
if (((d_drift11[2]) <= (__device_builtin_variable_blockIdx.x)) || len13) { 
# 24
return 202; }  
# 25
}  
# 26
for (auto cnt15 : d_smooth10) { 
# 27
if ((d_drift11[len13]) != cnt15) { 
# 28
return d_smooth10[len13]; }  
# 29
}  
# 30
len13 = (60L); 
# 31
skip16:; ; 
# 32
return (float)(4.5F); 
# 33
} 
#endif
# 34 "v000531.cu"
__attribute__((visibility("hidden"))) void merge17(char b18, unsigned cfg19, int len20) ;
#if 0
# 35
{ 
# 36
unsigned gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (gid21 >= len20) { 
# 38
return; }  
# 39
{ 
# 40
(d_drift11[3]) -= 4; 
# 41
if (auto w22 = 25; ((!((__device_builtin_variable_blockDim.y) < gid21)) ? 256 : (1416U - b18)) != ((size_t)55)) { 
# 42
b18 <<= (tile12(__device_builtin_variable_warpSize)); 
# 43
Color6 k23 = Color6::On8; 
# 44
} else { 
# 45
char w24 = (((2 * b18) + (__device_builtin_variable_blockDim.y)) == b18) ? 10UL : (((__device_builtin_variable_blockIdx.y) >> 5) * (static_cast< unsigned>(__device_builtin_variable_blockDim.y))); 
# 46
}  
# 47
} 
# 48
auto base25 = 0; 
# 49
} 
#endif
# 50 "v000531.cu"
inline int check_merge26(int count27) 
# 51
{ 
# 52
int diff28 = count27; 
# 53
(__cudaPushCallConfiguration((diff28 + 31) / 32, 1 << (4 + 2))) ? (void)0 : merge17(8U, 59, diff28); 
# 54
return diff28; 
# 55
} 
# 56
int main() 
# 57
{ 
# 58
int size29 = 2589; 
# 59
for (int j30 = 0; j30 < size29; j30++) { 
# 60
size29 = 3; 
# 61
float *lim31 = (nullptr); 
# 62
}  
# 63
bool sum32 = (size29 * (size29 * size29)) < check_merge26(59LL); 
# 64
(__cudaPushCallConfiguration(dim3(1, 4 + (4 + (4 + (4 + 112))), 4 + 252), (4 + (4 + 56)) * 4, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : merge17(check_merge26(size29 / 5UL), 256, (2 * (sum32 << 0)) + ((sum32 != sum32) ? 10 : sum32)); 
# 65
return 0; 
# 66
} 

# 1 "v000531.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5395bacf_10_v000531_cu_fe0e3ed3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000531.cudafe1.stub.c"
#include "v000531.cudafe1.stub.c"
# 1 "v000531.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
