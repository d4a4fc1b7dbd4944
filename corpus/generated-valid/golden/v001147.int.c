# 1 "v001147.cu"
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
# 11 "v001147.cu"
__attribute((always_inline)) __attribute__((unused)) inline int mix4(const int *__restrict__ src5) {int volatile ___ = 1;(void)src5;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
short f6 = (unsigned)((src5[(__device_builtin_variable_threadIdx.x) & (7)]) + 28L); 
# 13
f6 ^= 2351LL; 
# 14
const float base7 = (15) + ((__device_builtin_variable_blockDim.z) + (2.0F)); 
# 15
return 59; 
# 16
} 
#endif
# 18 "v001147.cu"
__attribute__((visibility("hidden"))) void spread8(int n9, short *data10, int *buf11, const int *coef12) ;
#if 0
# 18
{ 
# 19
unsigned tid13 = __device_builtin_variable_threadIdx.x; 
# 20
if (tid13 >= n9) { 
# 21
return; 
# 22
}  
# 23
(buf11[tid13 & (7)]) %= mix4(nullptr); 
# 24
mix4(buf11); 
# 25
if (((data10[0]) + (data10[(__device_builtin_variable_threadIdx.x) & (7)])) == tid13) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 29 "v001147.cu"
enum Color14 { RED15, IDLE16}; 
# 31
__attribute__((visibility("hidden"))) void probe17_kernel(float *__restrict__ out18, int *__restrict__ out19) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern int dyn_20[]; 
# 33
unsigned idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
constexpr int idx22 = 4; 
# 35
(out19[idx21]) += ((int)(__device_builtin_variable_threadIdx.y)); 
# 36
} 
#endif
# 38 "v001147.cu"
__attribute__((unused)) long relax23(int n24) {int volatile ___ = 1;(void)n24;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
if (((n24 - (RED15)) % 9) < 45) { 
# 40
float t25 = __device_builtin_variable_threadIdx.x; 
# 41
} else { 
# 42
n24 -= ((mix4(nullptr) - 31) % n24); 
# 43
}  
# 44
if (n24 == 8) { 
# 45
float stride26 = mix4((const int *)nullptr); 
# 46
Color14 y27 = IDLE16; 
# 47
} else { if (n24 == ((float)(-n24))) { }  }  
# 48
return __device_builtin_variable_warpSize; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001147.cu"
template< class T, int N> static void 
# 52
__wrapper__device_stub_score28_kernel(T *&data29, float *&data30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
int gid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
int val32 = ~(__device_builtin_variable_blockIdx.z); 
# 55
int pass33 = 0; 
# 56
do { 
# 57
T res34 = (127); 
# 58
++pass33; 
# 59
} while (pass33 < pass33); 
# 60
val32 -= 23; 
# 61
static_assert(((8 + 4) > 11), "tile must fit");
# 62
(data30[__device_builtin_variable_blockDim.x]) += ((8 % pass33) ^ (__device_builtin_variable_threadIdx.x)); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001147.cu"
template< class T, int N> static void 
# 52
score28_kernel(T *data29, float *data30) {__wrapper__device_stub_score28_kernel<T,N>(data29,data30);
# 63
return;}
#if 0
# 52
{ 
# 53
int gid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
int val32 = ~(__device_builtin_variable_blockIdx.z); 
# 55
int pass33 = 0; 
# 56
do { 
# 57
T res34 = (127); 
# 58
++pass33; 
# 59
} while (pass33 < pass33); 
# 60
val32 -= 23; 
# 61
static_assert(((8 + 4) > 11), "tile must fit");
# 62
(data30[__device_builtin_variable_blockDim.x]) += ((8 % pass33) ^ (__device_builtin_variable_threadIdx.x)); 
# 63
} 
#endif
# 65 "v001147.cu"
int main() { 
# 66
int size35 = 935; 
# 67
size35++; 
# 68
cudaStream_t h36 = (0); 
# 69
float res37 = (53); 
# 70
const int val38 = (59) + res37; 
# 71
(__cudaPushCallConfiguration(dim3(128, (val38 + 255) / 256, (val38 + 255) / 256), 64 * 4, 128 + 3968, h36)) ? (void)0 : spread8((128) + (val38 + res37), (short *)nullptr, nullptr, nullptr); 
# 72
(__cudaPushCallConfiguration((val38 + 255) / 256, 8 + 504)) ? (void)0 : probe17_kernel((float *)nullptr, (int *)nullptr); 
# 73
(__cudaPushCallConfiguration((size35 + 127) / 128, dim3((val38 + 31) / 32, 8 + ((IDLE16) + 7), 8 + (128 + 376)), sizeof(float) * (256))) ? (void)0 : score28_kernel< long, 3> ((long *)nullptr, (float *)nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001147.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f93870a1_10_v001147_cu_6e9dbcec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001147.cudafe1.stub.c"
#include "v001147.cudafe1.stub.c"
# 1 "v001147.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
