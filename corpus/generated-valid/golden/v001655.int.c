# 1 "v001655.cu"
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
# 12 "v001655.cu"
using idx5_t = int; 
# 13
using real6_t = float; 
# 15
static void sift7(double *dst8, int *dst9) ;
#if 0
# 16
{ 
# 17
(dst8[3])++; 
# 18
int mid10{(55ULL)}; 
# 19
} 
#endif
# 20 "v001655.cu"
enum class Phase11 { Slow12 = 2, Idle13, Slow14 = 7, On15}; 
# 22
void apply16(long cfg17) 
# 23
{ 
# 24
long long stride18[2]{static_cast< long long>(cfg17), (33)}; 
# 25
Phase11 z19 = Phase11::Slow12; 
# 26
do { (stride18[cfg17]) += (stride18[1]); } while (0); 
# 27
(stride18[0]) = (56UL); 
# 28
do { (stride18[cfg17]) += (2); } while (0); 
# 29
if (z19 != Phase11::Slow12) { 
# 30
return; 
# 31
}  
# 32
if (((stride18[cfg17]) - cfg17) != cfg17) { 
# 33
return; 
# 34
}  
# 35
} 
# 36
__attribute__((section("__nv_managed_data__"))) static unsigned *m_split20 = 0; 
# 39
__attribute__((visibility("hidden"))) void smooth21_kernel(const long *input22) ;
#if 0
# 40
{ 
# 41
unsigned m23[4]{(1UL), 11U, 9U, (39)}; 
# 42
for (int i24 = 0; i24 < 10; ++i24) { 
# 43
(m23[1]) = (37); 
# 44
}  
# 45
float lim25[3] = {(0.25F)}; 
# 46
} 
#endif
# 48 "v001655.cu"
int main() 
# 49
{ 
# 50
int len26 = 384; 
# 51
dim3 h27(((3 + (3 + 10)) + 16) * (3 + (3 + 2)), ((3 + (3 + 10)) + ((3 + (3 + 10)) + ((3 + (3 + 10)) + ((3 + (3 + 10)) + (3 + (3 + 58)))))) * 2); 
# 52
real6_t x28[4] = {(21.75F), (17.0F), (52L)}; 
# 53
(__cudaPushCallConfiguration(128, 32, sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : sift7((double *)nullptr, (int *)nullptr); 
# 54
(__cudaPushCallConfiguration(1, (3 + (3 + 10)) + ((3 + (3 + 10)) + (3 + ((3 + (3 + 10)) + 13))))) ? (void)0 : smooth21_kernel((const long *)nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v001655.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7354a122_10_v001655_cu_3de818a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001655.cudafe1.stub.c"
#include "v001655.cudafe1.stub.c"
# 1 "v001655.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
