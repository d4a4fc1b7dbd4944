# 1 "v001666.cu"
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
# 10 "v001666.cu"
__attribute__((unused)) int march4(float *__restrict__ dst5, int count6, int lane7) 
# 11
{int volatile ___ = 1;(void)dst5;(void)count6;(void)lane7;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
count6 = lane7; 
# 13
int f8 = ((lane7 - lane7) ^ 9UL) / (static_cast< unsigned>(60 + count6)); 
# 14
float e9 = (2 * count6) + 55ULL; 
# 15
return f8; 
# 16
} 
#endif
# 18 "v001666.cu"
static void warp10_kernel(const double *input11) ;
#if 0
# 19
{ 
# 20
constexpr unsigned f12 = (1 << 4); 
# 21
} 
#endif
# 23 "v001666.cu"
__attribute__((visibility("hidden"))) void fold13_kernel(const float *input14, const size_t *coef15) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) static long sh_16[16]; 
# 26
int iter17 = 0; 
# 27
while (iter17 < iter17) { 
# 28
int iter18 = 0; 
# 29
do { 
# 30
(sh_16[iter18]) = (6); 
# 31
int pass19 = 0; 
# 32
do { 
# 33
if ((input14[pass19]) >= iter17) { 
# 34
return; }  
# 35
constexpr int diff20 = 43; 
# 36
++pass19; 
# 37
} while (pass19 < (7 * 2)); 
# 38
++iter18; 
# 39
} while (iter18 < 9); 
# 40
++iter17; 
# 41
}  
# 42
} 
#endif
# 44 "v001666.cu"
int smooth21(int count22, signed char *out23, unsigned long long p24) 
# 45
{ 
# 46
int tmp25 = p24; 
# 47
(__cudaPushCallConfiguration(((dim3)((tmp25 + 31) / 32)), 32 * 2, 0)) ? (void)0 : fold13_kernel(nullptr, static_cast< const size_t *>(nullptr)); 
# 48
return 54; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int count26 = 2916; 
# 54
long x27 = (2); 
# 55
(__cudaPushCallConfiguration(4 * 8, 1 << 8, 0, 0)) ? (void)0 : fold13_kernel(nullptr, nullptr); 
# 56
(__cudaPushCallConfiguration(dim3((x27 + (255)) / (256), (x27 + (63)) / (64), 16), dim3((count26 + 31) / 32, (count26 + 31) / 32), 0)) ? (void)0 : warp10_kernel(nullptr); 
# 57
smooth21(smooth21(count26 % 7, nullptr, -x27), static_cast< signed char *>(nullptr), 54U); 
# 58
short base28 = smooth21((smooth21(28, nullptr, x27)) + ((2 * count26) + 26UL), nullptr, (46) - (-x27)); 
# 59
return 0; 
# 60
} 

# 1 "v001666.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2641741c_10_v001666_cu_bb376f15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001666.cudafe1.stub.c"
#include "v001666.cudafe1.stub.c"
# 1 "v001666.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
