# 1 "v001477.cu"
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
# 11 "v001477.cu"
namespace impl6 { 
# 12
__attribute__((visibility("hidden"))) void score7_kernel(const int *coef8, unsigned alpha9, unsigned char *dst10) ;
#if 0
# 13
{ 
# 14
int tid11 = __device_builtin_variable_threadIdx.x; 
# 15
{ 
# 16
alpha9 = (((2) * (__device_builtin_variable_gridDim.y)) + (2)); 
# 17
++(dst10[tid11]); 
# 18
} 
# 19
int base12 = ((__device_builtin_variable_blockIdx.y) * (alpha9 + (1672))) + (__device_builtin_variable_blockDim.z); 
# 20
auto h13 = dst10[__device_builtin_variable_blockIdx.y]; 
# 21
((*dst10)++), (alpha9 = (49)); 
# 22
int y14 = 26; 
# 23
} 
#endif
# 25 "v001477.cu"
__attribute__((unused)) void relax15(short q16, int *data17) 
# 26
{int volatile ___ = 1;(void)q16;(void)data17;
# 29
::exit(___);}
#if 0
# 26
{ 
# 27
(data17[q16 & 7])--; 
# 28
q16 = (q16 * (((2) * ((data17[(__device_builtin_variable_threadIdx.x) & (7)]) & 52U)) + (data17[q16]))); 
# 29
} 
#endif
# 30 "v001477.cu"
}
# 32
double run_pack18(int stride19) 
# 33
{ 
# 34
(__cudaPushCallConfiguration(sizeof(int) * (4), 64 * 8)) ? (void)0 : impl6::score7_kernel(nullptr, stride19, (unsigned char *)nullptr); 
# 35
bool hi20 = (stride19 * stride19) / stride19; 
# 36
float tmp21((128)); 
# 37
return hi20 * (((2 * stride19) + hi20) - (hi20 | 49ULL)); 
# 38
} 
# 39
enum class Phase22 { 
# 40
Idle23, 
# 41
On24, 
# 42
Green25, 
# 43
Busy26, 
# 44
Slow27
# 45
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 47
__attribute__((unused)) static unsigned char accum28(long cfg29, char *dst30) 
# 48
{int volatile ___ = 1;(void)cfg29;(void)dst30;
# 57
::exit(___);}
#if 0
# 48
{ 
# 49
unsigned k31 = 6 + (*dst30); 
# 50
(dst30[(__device_builtin_variable_gridDim.x) & (7)])++; 
# 51
int hi32 = 3552; 
# 52
if ((dst30[cfg29]) & 1) { 
# 53
return (dst30 == (nullptr)) ? 255UL : (57L); 
# 54
}  
# 55
cfg29 = ((__device_builtin_variable_blockDim.x) - ((47 - __device_builtin_variable_warpSize) | k31)); 
# 56
return hi32; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001477.cu"
int main() 
# 60
{ 
# 61
int count33 = 986; 
# 62
count33 = (run_pack18(count33 & 5)); 
# 63
auto op34 = [=]() mutable->int { 
# 64
(count33) = (count33); 
# 65
return -13; 
# 66
} ; typedef decltype(op34) __T0;
# 67
run_pack18(1293LL); 
# 68
count33 = 11; 
# 69
return 0; 
# 70
} 

# 1 "v001477.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee559bc2_10_v001477_cu_b0b7c8de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001477.cudafe1.stub.c"
#include "v001477.cudafe1.stub.c"
# 1 "v001477.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
