# 1 "v001615.cu"
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
# 9 "v001615.cu"
__attribute((noinline)) __attribute__((unused)) void gather4(unsigned char cfg5, int *acc6, float *dst7) {int volatile ___ = 1;(void)cfg5;(void)acc6;(void)dst7;
# 13
::exit(___);}
#if 0
# 9
{ 
# 10
(*dst7) /= cfg5; 
# 11
cfg5++; 
# 12
float *t8 = dst7; 
# 13
} 
#endif
# 15 "v001615.cu"
__attribute__((unused)) inline void grow9(const int *coef10, float *acc11, int stride12) {int volatile ___ = 1;(void)coef10;(void)acc11;(void)stride12;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
if (((coef10[3]) ^ (*coef10)) == (coef10[0])) { 
# 17
return; }  
# 18
gather4(coef10[__device_builtin_variable_blockIdx.y], &stride12, acc11); 
# 19
} 
#endif
# 21 "v001615.cu"
__attribute__((visibility("hidden"))) void tally13(int *acc14, short *__restrict__ out15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern long dyn_16[]; 
# 23
float x17{static_cast< float>((~(dyn_16[0])) & (15))}; 
# 24
x17 = (16.5F); 
# 25
float cnt18[8] = {(4.0F), (4.0F), (0.875F), x17, x17, (6.5F), (18.875F), (5.0F)}; 
# 26
int iter19 = 0; 
# 27
do { 
# 28
gather4(((dyn_16[(__device_builtin_variable_gridDim.z) & (7)]) | (2528)) + (255), acc14, &x17); 
# 29
long h20 = (((cnt18[4]) += (__device_builtin_variable_blockDim.x)), (54 * (*out15))) & 15; 
# 30
++iter19; 
# 31
} while ((iter19 < iter19) && (out15 != (nullptr))); 
# 32
unsigned long *m21 = (nullptr); 
# 33
} 
#endif
# 35 "v001615.cu"
__attribute__((unused)) int update22(int lane23, int stride24, float cfg25) {int volatile ___ = 1;(void)lane23;(void)stride24;(void)cfg25;
# 44
::exit(___);}
#if 0
# 35
{ 
# 36
int s26{1}; 
# 37
for (int n27 = 0; n27 < 5; n27 += 1) { 
# 38
gather4(((lane23 += lane23), s26) % (1 + n27), &s26, nullptr); 
# 39
s26 *= ((s26 += (__device_builtin_variable_blockDim.z)), ((__device_builtin_variable_blockDim.y) >> 4)); 
# 40
grow9(nullptr, nullptr, cfg25 - (58UL + lane23)); 
# 41
}  
# 42
stride24 = 0; 
# 43
return 49 - stride24; 
# 44
} 
#endif
# 46 "v001615.cu"
float spread28(int *__restrict__ buf29, float *dst30) { 
# 47
for (int n31 = 0; n31 < (2 * 5); n31 += 1) { 
# 48
int k32[4] = {19, 56, (53UL), 2}; 
# 49
(__cudaPushCallConfiguration((n31 + 31) / 32, 1 << 8)) ? (void)0 : tally13(buf29, (short *)nullptr); 
# 50
}  
# 51
return (39 >> ((buf29[4]) + (buf29[2]))); 
# 52
} 
# 54
int main() { 
# 55
int n33 = 748; 
# 56
(__cudaPushCallConfiguration(1, 1 << 5)) ? (void)0 : tally13(&n33, nullptr); 
# 57
int flag34 = (14LL); 
# 58
flag34 <<= 4U; 
# 59
(__cudaPushCallConfiguration(2 * 2, 8 * 4, 0, (cudaStream_t)0)) ? (void)0 : tally13(&flag34, (short *)nullptr); 
# 60
(__cudaPushCallConfiguration(1, 1 << 6)) ? (void)0 : tally13(nullptr, nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v001615.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__86d407e2_10_v001615_cu_104964c6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001615.cudafe1.stub.c"
#include "v001615.cudafe1.stub.c"
# 1 "v001615.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
