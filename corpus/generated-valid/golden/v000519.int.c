# 1 "v000519.cu"
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
# 12 "v000519.cu"
__attribute__((visibility("hidden"))) void sift4_kernel(int lane5) ;
#if 0
# 12
{ 
# 13
lane5 = (((lane5 += 45U), lane5) & 23UL); 
# 14
lane5 = lane5; 
# 15
unsigned y6 = lane5; 
# 16
int iter7 = 0; 
# 17
do { 
# 18
auto x8 = (17.25); 
# 19
x8 = ((iter7 * ((y6 += lane5), lane5)) ^ ((lane5 - 55U) - (iter7 | y6))); 
# 20
++iter7; 
# 21
} while (iter7 < (sizeof(float) * (3))); 
# 22
} 
#endif
# 24 "v000519.cu"
__attribute__((visibility("hidden"))) void shade9_kernel(int len10, const unsigned *coef11, int *acc12, int len13) ;
#if 0
# 24
{ 
# 25
short m14 = 59 << (len13 - len10); 
# 26
int val15 = 61; 
# 27
unsigned q16[4]{(54), 5U, (39), (57UL)}; 
# 28
} 
#endif
# 29 "v000519.cu"
static long d_march17; 
# 31
struct alignas(16) Particle18 { 
# 32
int lo19, z20; 
# 33
float sum21; 
# 34
void mix22(size_t h23) { 
# 35
do { h23 += (-((6) + ((sum21) * (__alignof__(char))))); } while (0); 
# 36
const unsigned *base24 = (nullptr); 
# 37
} 
# 38
int get25() const { 
# 39
short *sum26 = (nullptr); 
# 40
const unsigned long x27 = sum21; 
# 41
return 56 ^ (lo19); 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void filter28(float a29, const unsigned *in30, int stride31, Particle18 cfg32) ;
#if 0
# 45
{ 
# 46
float t33(cfg32.lo19); 
# 47
Particle18 e34 = {(10U), (-23), (8.625F)}; 
# 48
int prod35[3]{49, stride31, 56}; 
# 49
const char m36 = e34.get25(); 
# 50
stride31 = cfg32.get25(); 
# 51
} 
#endif
# 53 "v000519.cu"
int main() { 
# 54
int n37 = 1357; 
# 55
n37 = (n37 % 20); 
# 56
(__cudaPushCallConfiguration(128, sizeof(int) * (64))) ? (void)0 : filter28(n37, nullptr, n37 & 11, Particle18{(827L), (-16), static_cast< float>(n37)}); 
# 57
n37 = n37; 
# 58
(__cudaPushCallConfiguration((n37 + 127) / 128, ((dim3)((n37 + 255) / 256)), sizeof(float) * (64))) ? (void)0 : sift4_kernel(15); 
# 59
(__cudaPushCallConfiguration(dim3((n37 + 63) / 64, 16 * 16, (n37 + 63) / 64), 128)) ? (void)0 : shade9_kernel(~(n37 | n37), nullptr, static_cast< int *>(nullptr), n37); 
# 60
return 0; 
# 61
} 

# 1 "v000519.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ece1c140_10_v000519_cu_76f0b882
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000519.cudafe1.stub.c"
#include "v000519.cudafe1.stub.c"
# 1 "v000519.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
