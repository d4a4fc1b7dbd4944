# 1 "v001844.cu"
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
# 8 "v001844.cu"
static long long g_blend4; 
# 10
struct Acc5 { 
# 11
float z6; 
# 12
int val7; 
# 13
void apply8(int f9) 
# 14
{ 
# 15
(val7) = (((2) * (z6)) + (z6)); 
# 16
} 
# 17
}; 
# 18
static int c_kick10[8]; 
# 20
__attribute__((visibility("hidden"))) void trace11_kernel(const int *coef12, const float *src13, int *out14, const int *src15) ;
#if 0
# 21
{ 
# 22
int iter16 = 0; 
# 23
do { 
# 24
if (src15 == (nullptr)) { 
# 25
continue; 
# 26
}  
# 27
++iter16; 
# 28
} while (iter16 < 9); 
# 29
(out14[iter16])--; 
# 30
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v001844.cu"
template< class T> static void 
# 34
__wrapper__device_stub_grow17(T &p18, const int *&coef19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
p18--; 
# 38
p18 = idx20; 
# 39
const float val21 = (14.875F) / ((__device_builtin_variable_threadIdx.x) + (1.875F)); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001844.cu"
template< class T> static void 
# 34
grow17(T p18, const int *coef19) 
# 35
{__wrapper__device_stub_grow17<T>(p18,coef19);
# 40
return;}
#if 0
# 35
{ 
# 36
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
p18--; 
# 38
p18 = idx20; 
# 39
const float val21 = (14.875F) / ((__device_builtin_variable_threadIdx.x) + (1.875F)); 
# 40
} 
#endif
# 42 "v001844.cu"
__attribute__((visibility("hidden"))) void grow22_kernel(const short *src23, int len24, bool q25) ;
#if 0
# 43
{ 
# 44
auto val26 = len24; 
# 45
Acc5 tmp27{(23.25F), 48}; 
# 46
val26--; 
# 47
tmp27.apply8(sizeof(unsigned)); 
# 48
(len24--), (q25 = (val26 - (*src23))); 
# 49
const float val28 = q25; 
# 50
} 
#endif
# 52 "v001844.cu"
__attribute__((visibility("hidden"))) void update29_kernel(int len30, float *acc31, signed char *acc32) ;
#if 0
# 53
{ 
# 54
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (gid33 >= len30) { 
# 56
return; 
# 57
}  
# 58
if (__device_builtin_variable_warpSize > 19) { 
# 59
return; 
# 60
}  
# 61
if ((gid33 % 33) >= (__device_builtin_variable_blockIdx.x)) { 
# 62
return; 
# 63
}  
# 64
++len30; 
# 65
} 
#endif
# 66 "v001844.cu"
enum class Mode34 { Idle35, Blue36}; 
# 68
__attribute__((visibility("hidden"))) void decay37_kernel(const size_t *input38, const int *input39, const float *input40) ;
#if 0
# 69
{ 
# 70
int gid41 = __device_builtin_variable_threadIdx.x; 
# 71
switch (input39[__device_builtin_variable_gridDim.z]) { 
# 72
case 2 * 4:  
# 73
break; 
# 74
case 9:  { 
# 75
Acc5 z42 = Acc5{(45), (0UL)}; 
# 76
break; 
# 77
} 
# 78
case 1:  
# 79
break; 
# 80
case 12:  
# 81
break; 
# 82
}  
# 83
} 
#endif
# 85 "v001844.cu"
int main() 
# 86
{ 
# 87
int len43 = 363; 
# 88
dim3 lim44 = dim3(128, (len43 + 31) / 32); 
# 89
--len43; 
# 90
(__cudaPushCallConfiguration(dim3(8, (len43 + 255) / 256, (len43 + 255) / 256), 128)) ? (void)0 : trace11_kernel(&len43, nullptr, &len43, &len43); 
# 91
(__cudaPushCallConfiguration(16 * 4, 32 * 4)) ? (void)0 : grow17< double> (len43, &len43); 
# 92
(__cudaPushCallConfiguration((len43 + 31) / 32, sizeof(int) * (64))) ? (void)0 : grow22_kernel(nullptr, len43, ((42L) + g_blend4) >= g_blend4); 
# 93
(__cudaPushCallConfiguration((len43 + 127) / 128, ((dim3)(128)))) ? (void)0 : update29_kernel(g_blend4, nullptr, static_cast< signed char *>(nullptr)); 
# 94
return 0; 
# 95
} 

# 1 "v001844.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cc828e87_10_v001844_cu_c_kick10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001844.cudafe1.stub.c"
#include "v001844.cudafe1.stub.c"
# 1 "v001844.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
