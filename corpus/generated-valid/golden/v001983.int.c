# 1 "v001983.cu"
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
# 20 "v001983.cu"
__attribute__((visibility("hidden"))) void step5_kernel(unsigned q6) ;
#if 0
# 20
{ 
# 21
int tid7 = __device_builtin_variable_threadIdx.x; 
# 22
__attribute__((unused)) static short sh_8[8 * 16]; 
# 23
int iter9 = 0; 
# 24
do { 
# 25
for (int i10 = 3; i10 > 0; --i10) { 
# 26
double res11 = iter9; 
# 27
}  
# 28
if ((tid7 > 23) && ((__device_builtin_variable_warpSize >= 33) || (iter9 >= (__device_builtin_variable_threadIdx.x)))) { 
# 29
q6 = (((sh_8[53]) % ((__device_builtin_variable_gridDim.y) + (31))) + (tid7 + (+tid7))); 
# 30
}  
# 31
++iter9; 
# 32
} while ((iter9 < 8) && ((static_cast< double>(tid7)) > (__device_builtin_variable_threadIdx.y))); 
# 33
int acc12((2 * iter9) + (q6 - (__device_builtin_variable_gridDim.y))); 
# 34
} 
#endif
# 36 "v001983.cu"
__attribute((noinline)) __attribute__((unused)) int mix13(const unsigned long *coef14, const float *coef15, unsigned long long p16) {int volatile ___ = 1;(void)coef14;(void)coef15;(void)p16;
# 48
::exit(___);}
#if 0
# 36
{ 
# 37
p16 = ((*coef14) - (22)); 
# 38
if (!coef15) { 
# 39
return (p16 / (4823U)) / (static_cast< unsigned long long>(35)); 
# 40
}  
# 41
int cnt17{3}; 
# 42
if (((__device_builtin_variable_gridDim.z) / p16) >= (16)) { 
# 43
goto out18; 
# 44
}  
# 45
p16 = ((float)(4.75F)); 
# 46
out18:; ; 
# 47
return 63U; 
# 48
} 
#endif
# 50 "v001983.cu"
__attribute__((unused)) int pack19(float *__restrict__ acc20) {int volatile ___ = 1;(void)acc20;
# 59
::exit(___);}
#if 0
# 50
{ 
# 51
float s21 = ((*acc20) - (31)) - (static_cast< int>(59)); 
# 52
int t22[1 << 3]{static_cast< int>(*acc20), 9, 3, 19, 17, 6, (int)s21, 18}; 
# 53
int stride23 = ((0 | (t22[1])) % (static_cast< short>(__device_builtin_variable_blockIdx.y))) - (((t22[1]) + (__device_builtin_variable_blockIdx.y)) - (32)); 
# 54
{ 
# 55
(++(t22[7])), (s21 = ((~(sizeof(char) & stride23)) ^ ((stride23 + stride23) & (57UL - (__device_builtin_variable_threadIdx.x))))); 
# 56
__attribute__((unused)) static double sh_24[16]; 
# 57
} 
# 58
return acc20[3]; 
# 59
} 
#endif
# 61 "v001983.cu"
int main() { 
# 62
int size25 = 2566; 
# 63
(__cudaPushCallConfiguration((size25 + 255) / 256, 512)) ? (void)0 : step5_kernel(31); 
# 64
auto e26 = size25; 
# 65
size25 = ((e26 & size25) + ((3 * size25) << size25)); 
# 66
size25 = (((e26 += size25), size25) + sizeof(int)); 
# 67
float s27 = (static_cast< float>(9)); 
# 68
size25 = e26; 
# 69
return 0; 
# 70
} 

# 1 "v001983.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ff9889a_10_v001983_cu_fa3cd712
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001983.cudafe1.stub.c"
#include "v001983.cudafe1.stub.c"
# 1 "v001983.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
