# 1 "i000007.cu"
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
# 19 "i000007.cu"
__attribute__((unused)) float accum9(int lane10, int len11, int *acc12) {int volatile ___ = 1;(void)lane10;(void)len11;(void)acc12;
# 27
::exit(___);}
#if 0
# 19
{ 
# 20
(acc12[5]) -= 2226U; 
# 21
(*acc12) &= (acc12[__device_builtin_variable_threadIdx.y]); 
# 22
int v13[6] = {58, 13, 55, lane10}; 
# 23
len11 += 128; 
# 24
auto y14 = 19U; 
# 25
len11 = (y14 + (y14 / (2))); 
# 26
return static_cast< int>(len11 / 2); 
# 27
} 
#endif
# 29 "i000007.cu"
__attribute__((unused)) int accum15(float *out16) {int volatile ___ = 1;(void)out16;
# 33
::exit(___);}
#if 0
# 29
{ 
# 30
(out16[6])--; 
# 31
(out16[__device_builtin_variable_warpSize]) = ((((*out16) >= (40)) ? (*out16) + (out16[__device_builtin_variable_blockDim.x]) : (out16[__device_builtin_variable_blockIdx.y])) + (accum9(35, out16[0], reinterpret_cast< int *>(out16)) / (2))); 
# 32
return ((((size_t)(out16[__device_builtin_variable_warpSize])) <= (4)) ? out16[__device_builtin_variable_gridDim.x] : accum9(out16[__device_builtin_variable_gridDim.x], *out16, (int *)nullptr)) + ((out16[2]) * (3176U)); 
# 33
} 
#endif
# 35 "i000007.cu"
namespace math17 { 
# 36
float smooth18(const float *src19, int lane20) { 
# 37
lane20 -= 128; 
# 38
--lane20; 
# 39
return 59 - ((!src19) ? 64 : 23); 
# 40
} 
# 41
enum class Mode21: short { 
# 42
Mul22, 
# 43
High23, 
# 44
Mul24, 
# 45
Low25 = 5, 
# 46
Green26 = 10
# 47
}; 
# 49
__attribute__((unused)) inline unsigned char smooth27(int *dst28) {int volatile ___ = 1;(void)dst28;
# 61
::exit(___);}
#if 0
# 49
{ 
# 50
for (int n29 = 0; n29 < 8; ++n29) { 
# 51
__attribute__((unused)) static long long sh_30[11][3]; 
# 52
((sh_30[0])[__device_builtin_variable_blockIdx.x]) = (-16); 
# 53
((sh_30[__device_builtin_variable_blockIdx.z])[1]) += (accum15(nullptr)); 
# 54
}  
# 55
if (math17::smooth18(reinterpret_cast< const float *>(dst28), dst28[__device_builtin_variable_threadIdx.x]) <= (dst28[__device_builtin_variable_threadIdx.x])) { 
# 56
return (__device_builtin_variable_blockDim.x) - (*dst28); 
# 57
}  
# 58
(dst28[3]) &= (dst28[0]); 
# 59
float off31[2]{(4.125F), (8.0F)}; 
# 60
return (accum9(math17::smooth18(reinterpret_cast< const float *>(dst28), 17), __device_builtin_variable_blockIdx.x, dst28)); 
# 61
} 
#endif
# 62 "i000007.cu"
}
# 64
__attribute__((visibility("hidden"))) void pack32(const long *coef33, float *out34) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern int dyn_35[]; 
# 66
unsigned i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
(dyn_35[i36]) = (dyn_35[i36]); 
# 68
if (i36 <= ((out34[6]) - (dyn_35[6]))) { 
# 69
return; 
# 70
}  
# 71
for (int n37 = 0; n37 < 5; n37++) { 
# 72
math17::smooth18(reinterpret_cast< const float *>(coef33), ((out34 == (nullptr)) ? n37 : n37) % i36); 
# 73
}  
# 74
(*out34) = (12.25F); 
# 75
(dyn_35[__device_builtin_variable_gridDim.y]) = (coef33[__device_builtin_variable_threadIdx.z]); 
# 76
} 
#endif
# 77 "i000007.cu"
__attribute__((visibility("hidden"))) void kernel_decl41(int * p); 
# 78
__attribute__((visibility("hidden"))) void kernel_decl41(int *p) ;
#if 0
# 79
{ 
# 80
(p[0]) = 3; 
# 81
} 
#endif
# 83 "i000007.cu"
int main() { 
# 84
int len38 = 1938; 
# 85
auto v39 = static_cast< float>(math17::smooth18(nullptr, len38 - 128)); 
# 86
++v39; 
# 87
for (int n40 = 0; n40 < len38; n40++) { 
# 88
++len38; 
# 89
len38 = v39; 
# 90
}  
# 91
(__cudaPushCallConfiguration((5 + (5 + (12 + (5 + 5)))) * (5 + 3), (5 + (5 + 54)) * 4)) ? (void)0 : pack32((const long *)nullptr, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "i000007.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b736d415_10_i000007_cu_1b4417f2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000007.cudafe1.stub.c"
#include "i000007.cudafe1.stub.c"
# 1 "i000007.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
