# 1 "v000258.cu"
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
# 5 "v000258.cu"
static void tile1_kernel(float alpha2, const int *coef3) ;
#if 0
# 6
{ 
# 7
__attribute__((unused)) extern long dyn_4[]; 
# 8
unsigned idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
#pragma unroll
for (
# 10
int n6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n6 < 8; n6 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 11
if ((!(!coef3)) || ((dyn_4[n6 & 7]) <= (7))) { 
# 12
if (!(alpha2 <= ((unsigned)(__device_builtin_variable_threadIdx.y)))) { 
# 13
float cnt7 = coef3[7]; 
# 14
constexpr float k8 = (15.75F); 
# 15
cnt7 /= (17.625F); 
# 16
}  
# 17
}  
# 18
}  
# 19
} 
#endif
# 20 "v000258.cu"
template< class T, int N = 1> float 
# 21
stencil9(T *data10, const unsigned long *coef11) 
# 22
{ 
# 23
if (data10 == nullptr) { 
# 24
goto skip14; 
# 25
}  
# 26
for (int j12 = 0; j12 < 14; j12++) { 
# 27
if (((coef11[j12]) > (data10[j12])) || (j12 != (data10[4]))) { 
# 28
return (5.625F); 
# 29
}  
# 30
int stride13 = (0LL); 
# 31
}  
# 32
skip14:; ; 
# 33
return (((data10[5]) * (coef11[5])) * ((coef11[6]) + (2.625F))) * ((unsigned)u'\x23'); 
# 34
} 
# 35
float tile15(double cfg16) 
# 36
{ 
# 37
cfg16 *= (stencil9((long *)nullptr, (const unsigned long *)nullptr)); 
# 38
const double *e17 = (nullptr); 
# 39
for (int n18 = 0; n18 < 9; n18++) { 
# 40
constexpr long s19 = (46); 
# 41
}  
# 42
int *diff20 = ((int *)nullptr); 
# 43
return e17[7]; 
# 44
} 
# 45
float scale21(int n22, int len23, float b24 = (17.5F)) 
# 46
{ 
# 47
if ((n22 + 2276) == b24) { 
# 48
return (len23 & len23) - (8.0F); 
# 49
}  
# 50
n22 <<= len23; 
# 51
len23 = len23; 
# 52
len23 = len23; 
# 53
return -(0.75F); 
# 54
} 
# 55
int main() 
# 56
{ 
# 57
int len25 = 1832; 
# 58
auto fn28 = [](float acc26)->float { 
# 59
float mid27 = acc26; 
# 60
return (4.25F); 
# 61
} ; typedef decltype(fn28) __T0;
# 62
(__cudaPushCallConfiguration(((dim3)(1 << 9)), 4 * 16, 0)) ? (void)0 : tile1_kernel(len25, &len25); 
# 63
dim3 f29(1 << 5, 128, 16); 
# 64
return 0; 
# 65
} 

# 1 "v000258.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcd8305d_10_v000258_cu_a5eafb26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000258.cudafe1.stub.c"
#include "v000258.cudafe1.stub.c"
# 1 "v000258.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
