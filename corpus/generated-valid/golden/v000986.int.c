# 1 "v000986.cu"
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
# 17 "v000986.cu"
static constexpr int RADIUS6 = ((3 + (3 + 10)) * sizeof(int)); 
# 20
__attribute__((visibility("hidden"))) void scatter7(const double *coef8) ;
#if 0
# 21
{ 
# 22
unsigned idx9 = __device_builtin_variable_threadIdx.x; 
# 23
if ((12) >= (~idx9)) { 
# 24
return; }  
# 25
__attribute__((unused)) static float sh_10; 
# 26
} 
#endif
# 29 "v000986.cu"
short update11(double *data12, const float *coef13, const int *in14) 
# 30
{ 
# 31
do { (data12[3]) += (((3 - (*in14)) - (-(in14[6]))) | (in14[3])); } while (0); 
# 32
(data12[1]) = (1307 % (in14[4])); 
# 33
(*data12) = (*coef13); 
# 34
(data12[5]) = (data12[6]); 
# 35
return RADIUS6; 
# 36
} 
# 38
static unsigned host_norm15(unsigned *__restrict__ out16, int count17, int count18) 
# 39
{ 
# 40
int res19 = 34; 
# 41
if ((count18 & count18) != RADIUS6) { 
# 42
return ((*out16) * count18) * res19; }  
# 43
(out16[0]) = (14); 
# 44
auto fn23 = [acc20 = RADIUS6 + (*out16)]() { 
# 45
float *off21 = (nullptr); 
# 46
(__cudaPushCallConfiguration(((acc20) + (255)) / (256), 3 + (3 + 250))) ? (void)0 : scatter7(reinterpret_cast< const double *>(off21)); 
# 47
float m22 = (RADIUS6); 
# 48
} ; typedef decltype(fn23) __T0;
# 49
fn23(); 
# 50
auto lam25 = [&](auto m24) { 
# 51
m24 = m24; 
# 52
return m24 * 2; 
# 53
} ; typedef decltype(lam25) __T1;
# 54
lam25(count18); 
# 55
count18 = 34; 
# 56
unsigned m26 = lam25(res19) / 29; 
# 57
return RADIUS6; 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size27 = 562; 
# 63
if (size27 == (size27 + ((size27 += 3), size27))) { 
# 64
cudaStream_t cnt28 = (0); 
# 65
size27 = 3; 
# 66
} else { if (size27 != RADIUS6) { 
# 67
unsigned lo29((1474U % (size27 * RADIUS6)) * RADIUS6); 
# 68
}  }  
# 69
return 0; 
# 70
} 

# 1 "v000986.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce50731c_10_v000986_cu_24d89254
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000986.cudafe1.stub.c"
#include "v000986.cudafe1.stub.c"
# 1 "v000986.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
