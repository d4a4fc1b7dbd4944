# 1 "v000908.cu"
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
# 10 "v000908.cu"
static void drift5_kernel(int len6, int *__restrict__ acc7, float a8, float q9) ;
#if 0
# 10
{ 
# 11
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (idx10 >= len6) { 
# 13
return; 
# 14
}  
# 15
if ((+q9) != q9) { 
# 16
return; 
# 17
}  
# 18
int w11 = 0; 
# 19
do { 
# 20
float hi12 = (18.25F); 
# 21
const bool idx13 = w11 + idx10; 
# 22
++w11; 
# 23
} while (w11 < len6); 
# 24
len6 = (43U); 
# 25
unsigned long long f14[4] = {7ULL, (1246), static_cast< unsigned long long>(w11)}; 
# 26
} 
#endif
# 28 "v000908.cu"
long check_score15(float a16, int lane17, float a18) { 
# 29
([]() { } )(); 
# 30
if ((a16 >= (56)) && ((a16 == (19U)) || (a16 < lane17))) { 
# 31
(__cudaPushCallConfiguration(((dim3)(4)), 32, sizeof(double) * (32))) ? (void)0 : drift5_kernel(56LL, nullptr, a16, (40 >> lane17) * ((9.625F) - a18)); 
# 32
dim3 off19((lane17 + 31) / 32, 32); 
# 33
a16 = lane17; 
# 34
}  
# 35
const float lo20 = a18; 
# 36
return (+((3) + lo20)) / (1); 
# 37
} 
# 39
struct Tile21 { 
# 40
unsigned char lo22; 
# 41
int mass23; 
# 42
unsigned long w24; 
# 43
}; 
# 45
static void step25(char beta26, signed char cfg27, float *dst28, const int *src29) ;
#if 0
# 45
{ 
# 46
int tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
double mid31{((17.625F))}; 
# 48
for (int n32 = 0; n32 < tid30; n32++) { 
# 49
beta26 = (__device_builtin_variable_threadIdx.x); 
# 50
int mid33[7]{((int)(-46)), (59U), n32, 6, 49, 5, 56}; 
# 51
}  
# 52
} 
#endif
# 59 "v000908.cu"
__attribute__((visibility("hidden"))) void map_pack35(int *data, int n) ;
#if 0
# 59
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 61 "v000908.cu"
template< class T> __attribute__((unused)) int 
# 62
accum36(T *dst37, int *buf38) {int volatile ___ = 1;(void)dst37;(void)buf38;
# 74
::exit(___);}
#if 0
# 62
{ 
# 63
if (T idx39 = ((dst37[__device_builtin_variable_blockDim.x]) - (*dst37)) + (dst37[1]); !(((64) == (__device_builtin_variable_gridDim.z)) || ((buf38[__device_builtin_variable_threadIdx.z]) == idx39))) { 
# 64
for (int i40 = 0, j41 = 13; i40 < j41; (++i40), (--j41)) { 
# 65
if (((i40 + 35UL) >> 8) != (24U)) { 
# 66
if ((j41 < (buf38[__device_builtin_variable_gridDim.y])) && ((__device_builtin_variable_blockIdx.x) >= (*dst37))) { 
# 67
return (*buf38) / 6; 
# 68
}  
# 69
}  
# 70
(buf38[i40]) = idx39; 
# 71
}  
# 72
}  
# 73
return -(((6) * (__device_builtin_variable_gridDim.x)) * (24 * (dst37[6]))); 
# 74
} 
#endif
# 76 "v000908.cu"
int main() { 
# 77
int n42 = 486; 
# 78
(__cudaPushCallConfiguration((n42 + 63) / 64, ((dim3)(256)), sizeof(double) * (128))) ? (void)0 : step25(n42, 127, (float *)nullptr, nullptr); 
# 79
(++n42), (n42 = ((((n42 * 64) >> (35L - n42)) >= 57) ? 3L : ((+n42) - 2ULL))); 
# 80
(__cudaPushCallConfiguration(dim3(1, (n42 + 31) / 32), dim3(8, 1 << 7, 4), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : map_pack35(nullptr, 45LL); 
# 81
return 0; 
# 82
} 

# 1 "v000908.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1eff4fee_10_v000908_cu_b29edc90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000908.cudafe1.stub.c"
#include "v000908.cudafe1.stub.c"
# 1 "v000908.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
