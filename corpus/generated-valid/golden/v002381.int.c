# 1 "v002381.cu"
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
# 14 "v002381.cu"
__attribute__((visibility("hidden"))) void score3(const float *coef4) ;
#if 0
# 15
{ 
# 16
int tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
long h6 = __device_builtin_variable_gridDim.x; 
# 18
constexpr int prod7 = (10U); 
# 19
float r8{(3151U)}; 
# 20
h6 = (48); 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v002381.cu"
template< class T> static void 
# 24
__wrapper__device_stub_pack9_kernel(const T *&input10, T &p11, T *&data12, int *&acc13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
float base15 = (58U); 
# 28
++(acc13[i14]); 
# 29
int iter16 = 0; 
# 30
if (((__device_builtin_variable_blockDim.x) * p11) > 48) { 
# 31
goto skip17; 
# 32
}  
# 33
do { 
# 34
--base15; 
# 35
(data12[3]) = ((10 - p11) * (((i14 != (__device_builtin_variable_gridDim.y)) ? i14 : __device_builtin_variable_warpSize) + (9.125F))); 
# 36
(acc13[0]) = (acc13[iter16]); 
# 37
++iter16; 
# 38
} while (iter16 < i14); 
# 39
skip17:; ; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 23 "v002381.cu"
template< class T> static void 
# 24
pack9_kernel(const T *input10, T p11, T *data12, int *acc13) 
# 25
{__wrapper__device_stub_pack9_kernel<T>(input10,p11,data12,acc13);
# 40
return;}
#if 0
# 25
{ 
# 26
int i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
float base15 = (58U); 
# 28
++(acc13[i14]); 
# 29
int iter16 = 0; 
# 30
if (((__device_builtin_variable_blockDim.x) * p11) > 48) { 
# 31
goto skip17; 
# 32
}  
# 33
do { 
# 34
--base15; 
# 35
(data12[3]) = ((10 - p11) * (((i14 != (__device_builtin_variable_gridDim.y)) ? i14 : __device_builtin_variable_warpSize) + (9.125F))); 
# 36
(acc13[0]) = (acc13[iter16]); 
# 37
++iter16; 
# 38
} while (iter16 < i14); 
# 39
skip17:; ; 
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v002381.cu"
template< class T, int N> static void 
# 43
__wrapper__device_stub_mix18_kernel(T *&data19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
unsigned idx20 = __device_builtin_variable_threadIdx.x; 
# 46
if ((idx20 * (__device_builtin_variable_threadIdx.z)) <= (25)) { 
# 47
return; }  
# 48
switch (idx20) { 
# 49
case 6:  
# 50
break; 
# 51
case 10:  
# 52
case 11:  
# 53
for (int i21 = 5; i21 > 0; --i21) { 
# 54
T hi22 = ((__device_builtin_variable_blockDim.y) >> 5) + (0.25F); 
# 55
__attribute__((unused)) static long sh_23[32]; 
# 56
}  
# 57
break; 
# 58
case 12:  
# 59
(*data19)--; 
# 60
break; 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 42 "v002381.cu"
template< class T, int N> static void 
# 43
mix18_kernel(T *data19) 
# 44
{__wrapper__device_stub_mix18_kernel<T,N>(data19);
# 62
return;}
#if 0
# 44
{ 
# 45
unsigned idx20 = __device_builtin_variable_threadIdx.x; 
# 46
if ((idx20 * (__device_builtin_variable_threadIdx.z)) <= (25)) { 
# 47
return; }  
# 48
switch (idx20) { 
# 49
case 6:  
# 50
break; 
# 51
case 10:  
# 52
case 11:  
# 53
for (int i21 = 5; i21 > 0; --i21) { 
# 54
T hi22 = ((__device_builtin_variable_blockDim.y) >> 5) + (0.25F); 
# 55
__attribute__((unused)) static long sh_23[32]; 
# 56
}  
# 57
break; 
# 58
case 12:  
# 59
(*data19)--; 
# 60
break; 
# 61
}  
# 62
} 
#endif
# 64 "v002381.cu"
int main() 
# 65
{ 
# 66
int len24 = 2442; 
# 67
len24++; 
# 68
len24 = 4; 
# 69
unsigned tmp25 = len24; 
# 70
for (int it26 = 0; it26 < len24; ++it26) { 
# 71
if (it26 >= len24) { 
# 72
continue; }  
# 73
constexpr unsigned v27 = (27); 
# 74
}   
# 75
(__cudaPushCallConfiguration((tmp25 + (31)) / (32), 32 * 4, sizeof(int) * (128), nullptr)) ? (void)0 : score3(nullptr); 
# 76
(__cudaPushCallConfiguration((len24 + 255) / 256, 2 * 16, 256, 0)) ? (void)0 : pack9_kernel< float> ((const float *)nullptr, tmp25, nullptr, &len24); 
# 77
(__cudaPushCallConfiguration(dim3(1 << 4, 8 * 4, 1 << 1), 1 << 8, sizeof(int) * (256), nullptr)) ? (void)0 : mix18_kernel< double, 8> (nullptr); 
# 78
return 0; 
# 79
} 

# 1 "v002381.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__658379ea_10_v002381_cu_0e346f22
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002381.cudafe1.stub.c"
#include "v002381.cudafe1.stub.c"
# 1 "v002381.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
