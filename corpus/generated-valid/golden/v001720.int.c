# 1 "v001720.cu"
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
# 13 "v001720.cu"
struct Acc5 { 
# 14
double lo6; 
# 15
short w7; 
# 16
unsigned hi8; 
# 17
int flag9; 
# 18
void norm10(int stride11) { 
# 19
double *acc12 = ((double *)nullptr); 
# 20
((hi8)--), ((flag9) += 61); 
# 21
} 
# 22
int scale13() const { 
# 23
return (+(flag9)); 
# 24
} 
# 25
}; 
# 26
constexpr inline unsigned BLOCK14 = (16); 
# 27
static double g_tile15; 
# 29
template< class T, class U> __attribute__((unused)) inline void 
# 30
tally16(U *__restrict__ buf17, float *data18, unsigned *buf19) {int volatile ___ = 1;(void)buf17;(void)data18;(void)buf19;
# 39
::exit(___);}
#if 0
# 30
{ 
# 31
(buf19[__device_builtin_variable_threadIdx.x]) = ((buf17[1]) / BLOCK14); 
# 32
((buf17[4])--), ((*buf19) = (data18[7])); 
# 33
if (long long lo20 = (BLOCK14); (__device_builtin_variable_gridDim.x) <= (1833UL + (__device_builtin_variable_gridDim.x))) { 
# 34
if (T sum21 = data18[lo20]; (sum21 / 2) < ((__device_builtin_variable_gridDim.x) - (static_cast< unsigned short>(*buf17)))) { 
# 35
(*data18)--; 
# 36
lo20++; 
# 37
}  
# 38
} else { if (lo20 - (19L)) { }  }  
# 39
} 
#endif
# 41 "v001720.cu"
namespace kern22 { 
# 42
__attribute__((visibility("hidden"))) void blend23_kernel(const double *input24, unsigned *__restrict__ out25, int stride26, float *buf27) ;
#if 0
# 42
{ 
# 43
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(out25[6])++; 
# 45
float *y29 = (nullptr); 
# 46
stride26--; 
# 47
__attribute__((unused)) static short sh_30; 
# 48
stride26 = (((((*input24) < (27)) ? *input24 : (27)) / (59)) + (i28 / 2)); 
# 49
} 
#endif
# 50 "v001720.cu"
}
# 52
unsigned mix31(double *__restrict__ out32, const float *__restrict__ coef33, int lane34) { 
# 53
double diff35[2] = {(9.0), ((18.0F))}; 
# 54
if (lane34 == ((2) + (*coef33))) { 
# 55
(diff35[lane34])++; 
# 56
const float idx36 = lane34 - (((out32[lane34]) += (diff35[1])), (coef33[lane34])); 
# 57
(*out32) = BLOCK14; 
# 58
}  
# 59
int acc37[2]{(2735UL), 54}; 
# 60
return lane34; 
# 61
} 
# 63
constexpr int host_march38(int lane39, double alpha40) { 
# 64
lane39 += lane39; 
# 65
float lim41 = alpha40; 
# 66
return 45 * lane39; 
# 67
} 
# 69
int main() { 
# 70
int len42 = 2177; 
# 71
double mid43 = ((BLOCK14 + len42) - (static_cast< size_t>(sizeof(int)))) * (392); 
# 72
(__cudaPushCallConfiguration(dim3(BLOCK14 + BLOCK14, 1), 32, sizeof(float) * (64), nullptr)) ? (void)0 : kern22::blend23_kernel(&mid43, nullptr, mid43, (float *)nullptr); 
# 73
return 0; 
# 74
} 

# 1 "v001720.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3df65ea5_10_v001720_cu_43b9e411
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001720.cudafe1.stub.c"
#include "v001720.cudafe1.stub.c"
# 1 "v001720.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
