# 1 "v001204.cu"
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
# 12 "v001204.cu"
__attribute__((unused)) void update4(float cfg5, float beta6) 
# 13
{int volatile ___ = 1;(void)cfg5;(void)beta6;
# 19
::exit(___);}
#if 0
# 13
{ 
# 14
int m7{6}; 
# 15
cfg5 = m7; 
# 16
int h8 = m7; 
# 17
beta6 = ((18) - beta6); 
# 18
cfg5 = m7; 
# 19
} 
#endif
# 20 "v001204.cu"
static void tile9_kernel(const int *__restrict__ input10, const int *in11, const long *coef12) ;
#if 0
# 21
{ 
# 22
int y13 = (((input10[3]) * (input10[3])) + (-(*in11))) + 13; 
# 23
} 
#endif
# 24 "v001204.cu"
void stencil14(unsigned p15, double p16) 
# 25
{ 
# 26
static double base17 = (59); 
# 27
auto step19 = [&]()->int { 
# 28
constexpr bool r18 = (1); 
# 29
return 35; 
# 30
} ; typedef decltype(step19) __T0;
# 31
step19(); 
# 32
static_assert(((39 + 2) == 41));
# 33
double val20 = ((short)base17) + 38; 
# 34
} 
# 35
static float d_tally21; 
# 36
template< class T> T 
# 37
drift22(const T *__restrict__ input23) 
# 38
{ 
# 39
unsigned y24 = 17 + ((input23[6]) + (*input23)); 
# 40
return (((19.0F) - (*input23)) + ((T)(*input23))) / ((int)(4502UL + (input23[y24]))); 
# 41
} 
# 42
__attribute__((visibility("hidden"))) void apply25_kernel(int lane26, int *acc27) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_28[]; 
# 45
for (int n29 = 0; n29 < 5; n29++) { 
# 46
auto r30 = n29; 
# 47
constexpr double m31 = ((23.375F)); 
# 48
int lim32 = +(dyn_28[1]); 
# 49
}  
# 50
} 
#endif
# 51 "v001204.cu"
int main() 
# 52
{ 
# 53
int n33 = 3146; 
# 54
n33 = ((int)(n33 + 44L)); 
# 55
n33 = n33; 
# 56
(__cudaPushCallConfiguration((n33 + 63) / 64, 64)) ? (void)0 : tile9_kernel(&n33, &n33, nullptr); 
# 57
n33 = (((n33 += n33), 4UL) - (n33 + (1U + n33))); 
# 58
(__cudaPushCallConfiguration((n33 + 31) / 32, 32, 0)) ? (void)0 : apply25_kernel(n33, (int *)nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v001204.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__98990b21_10_v001204_cu_3b8fb8ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001204.cudafe1.stub.c"
#include "v001204.cudafe1.stub.c"
# 1 "v001204.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
