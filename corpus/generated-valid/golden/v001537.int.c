# 1 "v001537.cu"
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
# 10 "v001537.cu"
struct Tile5 { 
# 11
unsigned char sum6; 
# 12
int lo7; 
# 13
unsigned count8; 
# 14
float vel9; 
# 15
void total10(unsigned k11) { 
# 16
(count8) = (count8); 
# 17
} 
# 18
}; 
# 20
namespace _GLOBAL__N__d089eea7_10_v001537_cu_ed34d212 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__d089eea7_10_v001537_cu_ed34d212; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__d089eea7_10_v001537_cu_ed34d212 __attribute__((visibility("hidden")))  { 
# 21
void reduce12(int len13, float *data14, unsigned p15, int *buf16) ;
#if 0
# 21
{ 
# 22
len13 -= len13; 
# 23
p15 &= p15; 
# 24
auto tmp17 = buf16[5]; 
# 25
len13 -= 28; 
# 26
p15 %= (((long)36UL) + (p15 * (1))); 
# 27
p15++; 
# 28
auto diff18 = static_cast< unsigned>(*buf16); 
# 29
} 
#endif
# 30 "v001537.cu"
}
# 32
extern "C" __attribute__((visibility("hidden"))) void shade19_kernel(Tile5 q20, int *dst21, const int *coef22) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern double dyn_23[]; 
# 34
--(*dst21); 
# 35
if (((*coef22) < (q20.sum6)) || ((q20.vel9) != (dyn_23[7]))) { 
# 36
return; 
# 37
}  
# 38
(dst21[5]) = ((dyn_23[0]) + ((*dst21) ^ 128)); 
# 39
(dst21[3]) %= ((!((coef22[1]) > (*coef22))) ? (unsigned char)255 : 49U); 
# 40
} 
#endif
# 42 "v001537.cu"
inline double run_warp24(int count25) { 
# 43
(__cudaPushCallConfiguration((count25 + 255) / 256, 512)) ? (void)0 : reduce12(1UL, nullptr, sizeof(int), nullptr); 
# 44
unsigned mid26 = ((short)((float)count25)) | count25; 
# 45
(__cudaPushCallConfiguration((mid26 + (127)) / (128), 16 + 496, 1 << 8)) ? (void)0 : shade19_kernel(Tile5{}, static_cast< int *>(nullptr), nullptr); 
# 46
return ~count25; 
# 47
} 
# 49
int main() { 
# 50
int count27 = 1954; 
# 51
bool u28 = ((count27 <= count27) || ((static_cast< float>(count27)) != count27)) && ((34 - count27) < ((unsigned char)(count27 & count27))); 
# 52
count27 |= count27; 
# 53
int w29(count27); 
# 54
if (count27 <= w29) { 
# 55
return 62; 
# 56
}  
# 57
Tile5 stride30 = Tile5{}; 
# 58
return 0; 
# 59
} 

# 1 "v001537.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d089eea7_10_v001537_cu_ed34d212
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001537.cudafe1.stub.c"
#include "v001537.cudafe1.stub.c"
# 1 "v001537.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
