# 1 "v000850.cu"
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

# 14 "v000850.cu"
template< class T> static void 
# 15
__wrapper__device_stub_probe4_kernel(T *&acc5, const unsigned *&in6, T *&buf7, T &a8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
unsigned gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
a8 -= sizeof(long); 
# 18
(buf7[6]) = (sizeof(unsigned) - a8); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000850.cu"
template< class T> static void 
# 15
probe4_kernel(T *acc5, const unsigned *in6, T *buf7, T a8) {__wrapper__device_stub_probe4_kernel<T>(acc5,in6,buf7,a8);
# 19
return;}
#if 0
# 15
{ 
# 16
unsigned gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
a8 -= sizeof(long); 
# 18
(buf7[6]) = (sizeof(unsigned) - a8); 
# 19
} 
#endif
# 21 "v000850.cu"
__attribute__((visibility("hidden"))) void count10_kernel(unsigned q11, const signed char *input12, unsigned char *data13) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_14[]; 
# 23
int gid15 = __device_builtin_variable_threadIdx.x; 
# 24
constexpr float q16 = (-54); 
# 25
auto tmp17 = q11 >= 52UL; 
# 26
} 
#endif
# 28 "v000850.cu"
int run_lerp18(unsigned b19, int len20) { 
# 29
len20++; 
# 30
switch (len20 << b19) { 
# 31
case 6:  { 
# 32
cudaStream_t acc21 = (0); 
# 33
break; 
# 34
} 
# 35
}  
# 36
cudaStream_t h22 = (nullptr); 
# 37
len20++; 
# 38
do { len20 += (b19 - b19); } while (0); 
# 39
return 17UL; 
# 40
} 
# 42
int main() { 
# 43
int len23 = 3076; 
# 44
len23 >>= run_lerp18(+(len23 / 24), run_lerp18(64, run_lerp18(32, 24))); 
# 45
++len23; 
# 46
(__cudaPushCallConfiguration((len23 + 127) / 128, 32)) ? (void)0 : probe4_kernel< float> (nullptr, nullptr, nullptr, (float)len23); 
# 47
(__cudaPushCallConfiguration(dim3(1 << 7, 24 + 232, (len23 + 255) / 256), 256, sizeof(double) * (64), nullptr)) ? (void)0 : count10_kernel(sizeof(float), (const signed char *)nullptr, nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v000850.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d8f73bd4_10_v000850_cu_e3465019
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000850.cudafe1.stub.c"
#include "v000850.cudafe1.stub.c"
# 1 "v000850.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
