# 1 "v000210.cu"
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
# 14 "v000210.cu"
typedef long *ptr5_t; 
# 16
static void accum6(const float *src7, float p8, int stride9) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) static char sh_10[8]; 
# 18
stride9 = (36L); 
# 19
} 
#endif
# 21 "v000210.cu"
static void check_pivot11(unsigned *acc12, int stride13 = -14) { 
# 22
if (((!acc12) || (acc12 == (nullptr))) && ((acc12[0]) <= (acc12[5]))) { 
# 23
(acc12[stride13 & 7])++; 
# 24
stride13 &= 4802; 
# 25
if (((*acc12) & (1)) & (1)) { 
# 26
return; }  
# 27
}  
# 28
cudaStream_t cnt14 = (nullptr); 
# 29
} 
# 31
namespace _GLOBAL__N__8cecbe72_10_v000210_cu_125c1385 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8cecbe72_10_v000210_cu_125c1385; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8cecbe72_10_v000210_cu_125c1385 __attribute__((visibility("hidden")))  { 
# 32
enum Level15 { BUSY16 = 2, FAST17}; 
# 33
static int c_fuse18; 
# 34
}
# 35
static float d_drift19; 
# 37
__attribute__((visibility("hidden"))) void blend20_kernel(float p21, int stride22) ;
#if 0
# 37
{ 
# 38
int w23 = 0; 
# 39
do { 
# 40
const float h24 = __device_builtin_variable_blockDim.y; 
# 41
p21 += (sizeof(float)); 
# 42
++w23; 
# 43
} while ((w23 < c_fuse18) && (d_drift19 <= p21)); 
# 44
__attribute__((unused)) static long sh_25[16]; 
# 45
} 
#endif
# 46 "v000210.cu"
using idx26_t = unsigned char; 
# 47
enum class Level27 { 
# 48
Idle28, 
# 49
Mul29 = 3, 
# 50
Mul30, 
# 51
High31 = 6, 
# 52
Fast32 = 12
# 53
}; 
# 55
void check_drift33(int count34, int lane35 = -50) { 
# 56
lane35 &= ((2) + ((count34 * 12L) ^ (6 + count34))); 
# 57
int off36[1 + 1]{count34, (-48)}; 
# 58
} 
# 60
int main() { 
# 61
int size37 = 3584; 
# 62
short t38 = (u'\x61') / size37; 
# 63
(__cudaPushCallConfiguration(dim3(((BUSY16) + (1 + ((FAST17) + ((FAST17) + (1 + 118))))) * 2, 512), ((dim3)((size37 + 63) / 64)), (BUSY16) + 1022, nullptr)) ? (void)0 : blend20_kernel((t38 * (FAST17)) + t38, 'z'); 
# 64
t38 = (FAST17); 
# 65
if ((~size37) >= size37) { 
# 66
return 1; }  
# 67
float cnt39 = t38; 
# 68
(__cudaPushCallConfiguration(((dim3)((size37 + 63) / 64)), 64, sizeof(double) * (128), 0)) ? (void)0 : accum6(&cnt39, BUSY16, (sizeof(double) + size37) - (t38 ^ size37)); 
# 69
return 0; 
# 70
} 

# 1 "v000210.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cecbe72_10_v000210_cu_125c1385
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000210.cudafe1.stub.c"
#include "v000210.cudafe1.stub.c"
# 1 "v000210.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
