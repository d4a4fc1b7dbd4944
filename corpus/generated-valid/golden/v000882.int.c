# 1 "v000882.cu"
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
# 12 "v000882.cu"
class Tile4 { 
# 13
float flag5; 
# 15
public: Tile4(float a6) : flag5(a6) { } 
# 16
float get7() const { 
# 17
if (((flag5) * (62U)) != (flag5)) { 
# 18
return (((flag5) < (flag5)) ? flag5 : (flag5)); 
# 19
}  
# 20
return (16.0F); 
# 21
} 
# 22
}; 
# 24
__attribute__((unused)) void drift8(int lane9 = 50) {int volatile ___ = 1;(void)lane9;
# 31
::exit(___);}
#if 0
# 24
{ 
# 26
#pragma unroll 2
for (
# 26
int n10 = 6; n10 > 0; --n10) { 
# 27
lane9 = n10; 
# 28
lane9 = lane9; 
# 29
lane9 = (__device_builtin_variable_blockIdx.x); 
# 30
}  
# 31
} 
#endif
# 33 "v000882.cu"
__attribute__((visibility("hidden"))) void drift11(unsigned char *__restrict__ out12, long long *data13, unsigned char b14) ;
#if 0
# 33
{ 
# 34
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
Tile4 x16((b14 < (out12[(__device_builtin_variable_threadIdx.x) & (7)])) ? b14 : (out12[(__device_builtin_variable_threadIdx.x) & (7)])); 
# 36
((out12[2])++), ((data13[__device_builtin_variable_gridDim.z]) = (51)); 
# 37
} 
#endif
# 39 "v000882.cu"
constexpr int accum17(int count18, int n19) { 
# 40
return 61UL * ((count18 & count18) / n19); 
# 41
} 
# 43
int main() { 
# 44
int len20 = 990; 
# 45
(__cudaPushCallConfiguration((len20 + 127) / 128, 1 << (5 + 2), 0)) ? (void)0 : drift11((unsigned char *)nullptr, nullptr, (double)len20); 
# 46
if (len20 != (len20 ^ len20)) { 
# 47
return len20; 
# 48
}  
# 49
static unsigned base21 = (0L); 
# 50
Tile4 prod22{(1.0F)}; 
# 51
(__cudaPushCallConfiguration(((dim3)(2)), 5 + (5 + 22), 1024, nullptr)) ? (void)0 : drift11(nullptr, nullptr, (len20 < len20) ? len20 : len20); 
# 52
return 0; 
# 53
} 

# 1 "v000882.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a6e37ee_10_v000882_cu_cc3ef8f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000882.cudafe1.stub.c"
#include "v000882.cudafe1.stub.c"
# 1 "v000882.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
