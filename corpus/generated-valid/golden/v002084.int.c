# 1 "v002084.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6 "v002084.cu"
template< class T> static void 
# 7
__wrapper__device_stub_fold2(const T *&src3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 7
{ } 
#endif

#pragma GCC diagnostic pop

# 6 "v002084.cu"
template< class T> static void 
# 7
fold2(const T *src3) {__wrapper__device_stub_fold2<T>(src3);return;}
#if 0
# 7
{ } 
#endif
# 8 "v002084.cu"
int shade4(long cfg5) { 
# 9
switch (cfg5 % cfg5) { 
# 10
case 10:  
# 11
if ((cfg5 ^ cfg5) || (cfg5 > (cfg5 << 9))) { 
# 12
float s6[6] = {}; 
# 13
(s6[5]) += (11UL); 
# 14
}  
# 15
break; 
# 16
default:  
# 17
break; 
# 18
}  
# 19
return cfg5; 
# 20
} 
# 21
class Cell7 { 
# 22
double count8; 
# 24
public: Cell7(double a9) : count8(a9) { } 
# 25
double norm10(int flag11) const { 
# 26
Cell7 mid12(flag11 + flag11); 
# 27
return (24U + flag11) ^ flag11; 
# 28
} 
# 29
double get13(long prod14) const { 
# 30
prod14 -= (prod14 * prod14); 
# 31
prod14 = prod14; 
# 32
return ((size_t)prod14) - (prod14 | prod14); 
# 33
} 
# 34
}; 
# 35
int main() { 
# 36
int len15 = 2042; 
# 37
len15 >>= len15; 
# 38
(__cudaPushCallConfiguration((len15 + 255) / 256, 64, 4096, nullptr)) ? (void)0 : fold2((const long *)nullptr); 
# 39
len15 %= ((unsigned)len15); 
# 40
len15--; 
# 41
(__cudaPushCallConfiguration(64, 1 << 9, sizeof(float) * (128), 0)) ? (void)0 : fold2(&len15); 
# 42
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : fold2< float> ((const float *)nullptr); 
# 43
return 0; 
# 44
} 

# 1 "v002084.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d4c9fb76_10_v002084_cu_97488ac6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002084.cudafe1.stub.c"
#include "v002084.cudafe1.stub.c"
# 1 "v002084.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
