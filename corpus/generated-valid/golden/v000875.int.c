# 1 "v000875.cu"
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
# 12 "v000875.cu"
static_assert((26 > 25), "tile must fit");
# 13
constexpr inline float kS5 = (3.5F); 
# 16
class Particle6 { 
# 17
int x7, w8; 
# 19
public: Particle6(int init9, int c10) : x7(init9), w8(c10) { } 
# 20
int reset11() const { 
# 21
return 24; 
# 22
} 
# 23
}; 
# 25
template< class T> inline T 
# 26
reduce12(T a13, int lane14) { 
# 27
--a13; 
# 28
T idx15 = kS5 - (a13 * a13); 
# 29
a13 = kS5; 
# 30
int hi16 = (lane14 * lane14) - a13; 
# 31
T hi17 = (lane14 - (hi16 - lane14)) << 10; 
# 32
return hi17 * (hi17 - kS5); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void merge18(unsigned char beta19) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern short dyn_20[]; 
# 37
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
(dyn_20[__device_builtin_variable_threadIdx.x]) = (((-(dyn_20[2])) % beta19) - kS5); 
# 39
if ((dyn_20[beta19]) <= idx21) { 
# 40
return; 
# 41
}  
# 42
short y22[6] = {(50UL), static_cast< short>(idx21 - 32ULL), (149), (static_cast< short>(3)), (16)}; 
# 43
} 
#endif
# 45 "v000875.cu"
int main() { 
# 46
int count23 = 1856; 
# 47
if (reduce12(static_cast< long>(kS5), count23) >= count23) { 
# 48
return count23; 
# 49
}  
# 50
do { count23 += (reduce12(static_cast< float>(('a') ^ count23), count23) * reduce12(static_cast< float>(('a') ^ count23), count23)); } while (0); 
# 51
count23 = count23; 
# 52
int k24{count23}; 
# 53
reduce12(3U, kS5); 
# 54
(__cudaPushCallConfiguration(dim3(16, (k24 + 127) / 128), 128)) ? (void)0 : merge18(kS5); 
# 55
return 0; 
# 56
} 

# 1 "v000875.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__95e99886_10_v000875_cu_e6982f2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000875.cudafe1.stub.c"
#include "v000875.cudafe1.stub.c"
# 1 "v000875.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
