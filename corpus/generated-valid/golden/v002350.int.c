# 1 "v002350.cu"
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
# 17 "v002350.cu"
namespace gpu5 { 
# 18
inline void fuse6(float b7, const float *coef8, const float *coef9) { 
# 19
b7 = b7; 
# 20
int lo10 = (12) + b7; 
# 21
} 
# 22
enum Phase11: short { RED12, HIGH13 = 6, RED14}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24
template< class T> static void 
# 25
__wrapper__device_stub_step15(T &q16, const T *__restrict__ &in17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
q16 = (12 + ((idx18 / idx18) * (q16 - q16))); 
# 28
double z19(((22.25F))); 
# 29
q16 = (((4.25F) / (in17[2])) - ((((20.0F)) + z19) * ((16.0F)))); 
# 30
unsigned short u20(((idx18 * 3) - (idx18 + (U'\x23'))) << sizeof(T)); 
# 31
T q21 = z19; 
# 32
q21 = ((((idx18 >= sizeof(int)) && ((in17[u20]) >= (*in17))) ? 37L : (in17[u20])) - q21); 
# 33
q21 = (*in17); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 24 "v002350.cu"
template< class T> static void 
# 25
step15(T q16, const T *__restrict__ in17) {::gpu5::__wrapper__device_stub_step15<T>(q16,in17);
# 34
return;}
#if 0
# 25
{ 
# 26
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
q16 = (12 + ((idx18 / idx18) * (q16 - q16))); 
# 28
double z19(((22.25F))); 
# 29
q16 = (((4.25F) / (in17[2])) - ((((20.0F)) + z19) * ((16.0F)))); 
# 30
unsigned short u20(((idx18 * 3) - (idx18 + (U'\x23'))) << sizeof(T)); 
# 31
T q21 = z19; 
# 32
q21 = ((((idx18 >= sizeof(int)) && ((in17[u20]) >= (*in17))) ? 37L : (in17[u20])) - q21); 
# 33
q21 = (*in17); 
# 34
} 
#endif
# 35 "v002350.cu"
}
# 38
__attribute((always_inline)) __attribute__((unused)) static inline int accum22(gpu5::Phase11 a23) {int volatile ___ = 1;(void)a23;
# 48
::exit(___);}
#if 0
# 38
{ 
# 39
gpu5::Phase11 lo24 = gpu5::RED12; 
# 40
gpu5::Phase11 r25 = gpu5::HIGH13; 
# 41
r25 = gpu5::RED14; 
# 42
if ((!(a23 < a23)) && ((__device_builtin_variable_gridDim.y) > r25)) { 
# 43
int f26 = (__device_builtin_variable_threadIdx.x) + (32); 
# 44
gpu5::Phase11 sum27 = lo24; 
# 45
const signed char t28 = r25; 
# 46
}  
# 47
return lo24; 
# 48
} 
#endif
# 50 "v002350.cu"
int main() { 
# 51
int size29 = 2499; 
# 52
dim3 h30((size29 + 31) / 32, (size29 + 255) / 256, 8 * 4); 
# 53
(__cudaPushCallConfiguration((size29 + 63) / 64, 16 * 16)) ? (void)0 : gpu5::step15< long> (size29 + size29, (const long *)nullptr); 
# 54
([]() { 
# 55
const char *x31 = ("kernel\n_tail"); 
# 56
} )(); 
# 57
size29 = (size29 + size29); 
# 58
if ((size29 > size29) && (size29 >= size29)) { 
# 59
return size29; 
# 60
}  
# 61
size29 = (size29 * size29); 
# 62
return 0; 
# 63
} 

# 1 "v002350.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25afda3e_10_v002350_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002350.cudafe1.stub.c"
#include "v002350.cudafe1.stub.c"
# 1 "v002350.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
