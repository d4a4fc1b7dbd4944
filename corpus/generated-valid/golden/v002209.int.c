# 1 "v002209.cu"
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
# 19 "v002209.cu"
constexpr float kD6 = (8.25F); 
# 21
__attribute((always_inline)) __attribute__((unused)) inline long smooth7(unsigned long long p8) {int volatile ___ = 1;(void)p8;
# 29
::exit(___);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static int sh_9; 
# 23
double lo10 = (sizeof(float)); 
# 24
--sh_9; 
# 25
bool x11 = ((size_t)(~p8)) > sizeof(unsigned); 
# 26
long long f12 = ((sh_9 >> (__device_builtin_variable_blockDim.y)) + (sh_9 >> p8)) + sh_9; 
# 27
int base13[7] = {}; 
# 28
return ~(+((12) & (__device_builtin_variable_threadIdx.y))); 
# 29
} 
#endif
# 31 "v002209.cu"
__attribute__((unused)) void bump14(long b15, int lane16 = 2572) {int volatile ___ = 1;(void)b15;(void)lane16;
# 35
::exit(___);}
#if 0
# 31
{ 
# 32
unsigned prod17 = ((1606) | (__device_builtin_variable_blockDim.y)) % b15; 
# 33
++b15; 
# 34
float stride18 = b15; 
# 35
} 
#endif
# 37 "v002209.cu"
__attribute__((visibility("hidden"))) void blend19_kernel(float *data20, int stride21, int *out22) ;
#if 0
# 37
{ 
# 38
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (gid23 >= stride21) { 
# 40
return; 
# 41
}  
# 42
(stride21--), ((out22[2]) &= (((__alignof__(char) + gid23) - (gid23 * ('#'))) + gid23)); 
# 43
__attribute__((unused)) static double sh_24; 
# 44
(*data20) = (((__device_builtin_variable_blockDim.x) - (2)) | stride21); 
# 45
long sum25 = (35ULL); 
# 46
sum25 += sh_24; 
# 47
} 
#endif
# 49 "v002209.cu"
void check_trace26(int count27, unsigned beta28) { 
# 50
count27 &= (((int)count27) + ((~count27) + ((4) * beta28))); 
# 51
int iter29 = 0; 
# 52
do { 
# 53
for (int it30 = 0; it30 < 7; it30++) { 
# 54
count27 = (-37); 
# 55
}  
# 56
count27 -= ((beta28 += 57L), kD6); 
# 57
++iter29; 
# 58
} while (iter29 < iter29); 
# 59
constexpr int k31 = (3 * (2 + 1)); 
# 60
unsigned v32{beta28}; 
# 61
} 
# 63
int main() { 
# 64
int count33 = 2529; 
# 65
int t34{count33}; 
# 66
int iter35 = 0; 
# 67
do { 
# 68
(__cudaPushCallConfiguration(((dim3)((count33 + 63) / 64)), 2 + 510)) ? (void)0 : blend19_kernel((float *)nullptr, (371 * count33) | iter35, nullptr); 
# 69
t34 ^= (('\"') >> ((count33 += 38), ((unsigned)kD6))); 
# 70
++iter35; 
# 71
} while (iter35 < (2 + 14)); 
# 72
(__cudaPushCallConfiguration(dim3((count33 + 31) / 32, 2 + 126, 8), dim3((count33 + 31) / 32, (iter35 + 255) / 256))) ? (void)0 : blend19_kernel(nullptr, kD6, nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v002209.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5b1bc961_10_v002209_cu_8429bc09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002209.cudafe1.stub.c"
#include "v002209.cudafe1.stub.c"
# 1 "v002209.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
