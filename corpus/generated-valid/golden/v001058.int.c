# 1 "v001058.cu"
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
# 15 "v001058.cu"
double check_apply5(const int *input6, int stride7, double alpha8) { 
# 16
if ((alpha8 * (38U)) < (sizeof(unsigned))) { 
# 17
dim3 s9 = dim3((stride7 + 255) / 256, 32 * 8); 
# 18
stride7 /= (((*input6) + (input6[stride7])) >> ((stride7 <= stride7) ? (*input6) << (*input6) : ((input6[6]) - 28))); 
# 19
++alpha8; 
# 20
}  
# 21
++stride7; 
# 22
alpha8 -= ((2.875F) - (input6[6])); 
# 23
stride7 -= (stride7 + alpha8); 
# 24
return input6[stride7]; 
# 25
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T> static void 
# 28
__wrapper__device_stub_score10(T &beta11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned dyn_12[]; 
# 30
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if ((__device_builtin_variable_blockDim.x) == (33)) { 
# 32
goto skip15; 
# 33
}  
# 34
if (dyn_12[gid13]) { 
# 35
if (gid13 == (1 << 2)) { 
# 36
return; 
# 37
}  
# 38
if (((3) * (dyn_12[gid13])) > beta11) { 
# 39
(dyn_12[gid13]) = (beta11 - (__device_builtin_variable_threadIdx.x)); 
# 40
int base14 = ((((dyn_12[2]) += gid13), ((double)gid13))); 
# 41
}  
# 42
(dyn_12[0]) %= (((64) - gid13) << ((__device_builtin_variable_gridDim.z) * gid13)); 
# 43
}  
# 44
skip15:; ; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 27 "v001058.cu"
template< class T> static void 
# 28
score10(T beta11) {__wrapper__device_stub_score10<T>(beta11);
# 45
return;}
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned dyn_12[]; 
# 30
unsigned gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if ((__device_builtin_variable_blockDim.x) == (33)) { 
# 32
goto skip15; 
# 33
}  
# 34
if (dyn_12[gid13]) { 
# 35
if (gid13 == (1 << 2)) { 
# 36
return; 
# 37
}  
# 38
if (((3) * (dyn_12[gid13])) > beta11) { 
# 39
(dyn_12[gid13]) = (beta11 - (__device_builtin_variable_threadIdx.x)); 
# 40
int base14 = ((((dyn_12[2]) += gid13), ((double)gid13))); 
# 41
}  
# 42
(dyn_12[0]) %= (((64) - gid13) << ((__device_builtin_variable_gridDim.z) * gid13)); 
# 43
}  
# 44
skip15:; ; 
# 45
} 
#endif
# 47 "v001058.cu"
__attribute__((visibility("hidden"))) void bias16_kernel(int count17) ;
#if 0
# 47
{ 
# 48
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (i18 >= count17) { 
# 50
return; 
# 51
}  
# 52
int mid19 = (43LL); 
# 53
int val20 = (((mid19 += mid19), (1 << 2))); 
# 54
float s21 = mid19; 
# 55
double base22 = count17; 
# 56
} 
#endif
# 58 "v001058.cu"
constexpr int host_lerp23(int stride24) { 
# 59
int off25 = stride24 * ((stride24 + ('z')) >> sizeof(int)); 
# 60
return static_cast< int>(7); 
# 61
} 
# 62
enum class Op26: unsigned { Blue27, Slow28, Busy29, Red30}; 
# 65
__attribute__((visibility("hidden"))) void fold31_kernel(const float *__restrict__ coef32, float b33, const float *in34) ;
#if 0
# 65
{ 
# 66
int i35 = __device_builtin_variable_threadIdx.x; 
# 67
b33 = (((i35 % i35) << 3UL) + 35L); 
# 68
long *lo36 = (static_cast< long *>(nullptr)); 
# 69
} 
#endif
# 71 "v001058.cu"
int main() { 
# 72
int size37 = 2382; 
# 73
if (((static_cast< float>(size37)) + ((short)size37)) <= (34)) { 
# 74
check_apply5(nullptr, host_lerp23((size37 == size37) ? size37 : size37), size37 - (static_cast< int>(1 << 2))); 
# 75
}  
# 76
Op26 stride38 = Op26::Red30; 
# 77
size37 ^= size37; 
# 78
(__cudaPushCallConfiguration(dim3((1 << 2) + (1 << 2), sizeof(unsigned) * ((1 << 2) + 4), 16 * 2), ((dim3)(sizeof(unsigned) * (2))))) ? (void)0 : score10(1U); 
# 79
(__cudaPushCallConfiguration((size37 + 255) / 256, dim3(512, (1 << 2) + ((1 << 2) + ((1 << 2) + (1 << 2))), 2 * 2))) ? (void)0 : bias16_kernel(((size37 / 64) >= 18) ? size37 : size37); 
# 80
(__cudaPushCallConfiguration(32, 1 << 5)) ? (void)0 : fold31_kernel(nullptr, size37, static_cast< const float *>(nullptr)); 
# 81
return 0; 
# 82
} 

# 1 "v001058.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57679ae2_10_v001058_cu_18843f50
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001058.cudafe1.stub.c"
#include "v001058.cudafe1.stub.c"
# 1 "v001058.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
