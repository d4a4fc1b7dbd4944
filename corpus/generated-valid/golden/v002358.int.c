# 1 "v002358.cu"
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
# 19 "v002358.cu"
namespace util7 { 
# 20
inline signed char clamp8(const unsigned short *__restrict__ coef9, double cfg10) { 
# 21
double lo11{(51UL)}; 
# 22
if (((coef9[3]) & 1) || ((coef9[0]) != lo11)) { 
# 23
goto done12; 
# 24
}  
# 25
if ((-(lo11 * (28))) >= lo11) { 
# 26
cfg10 = (coef9[2]); 
# 27
cfg10 = lo11; 
# 28
lo11 = cfg10; 
# 29
} else { 
# 30
do { cfg10 += cfg10; } while (0); 
# 31
}  
# 32
done12:; ; 
# 33
return lo11 + (7); 
# 34
} 
# 35
}
# 37
static void kick13_kernel(const int *in14, unsigned alpha15) ;
#if 0
# 37
{ 
# 38
int idx16 = __device_builtin_variable_threadIdx.x; 
# 39
do { alpha15 += __alignof__(int); } while (0); 
# 40
short val17 = ((6) | ((*in14) + alpha15)) * (7); 
# 41
if (((__device_builtin_variable_threadIdx.x) & (1)) && ((__device_builtin_variable_threadIdx.x) != idx16)) { 
# 42
goto done18; 
# 43
}  
# 44
val17 = ((idx16 > (((13) - alpha15) * ((val17 > alpha15) ? val17 : alpha15))) ? idx16 : (((13) - alpha15) * ((val17 > alpha15) ? val17 : alpha15))); 
# 45
alpha15 %= (6); 
# 46
done18:; ; 
# 47
} 
#endif
# 49 "v002358.cu"
constexpr int host_bias19(int stride20, char q21) { 
# 50
q21 = stride20; 
# 51
return -19; 
# 52
} 
# 54
int main() { 
# 55
int count22 = 1085; 
# 56
count22 = count22; 
# 57
count22 *= count22; 
# 58
(__cudaPushCallConfiguration((count22 + 63) / 64, 4 * 16, sizeof(int) * (6 + 58))) ? (void)0 : kick13_kernel(&count22, 6); 
# 59
(--count22), (count22 |= ((~count22) + count22)); 
# 60
return 0; 
# 61
} 

# 1 "v002358.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e01bf2d1_10_v002358_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002358.cudafe1.stub.c"
#include "v002358.cudafe1.stub.c"
# 1 "v002358.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
