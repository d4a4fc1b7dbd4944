# 1 "v001050.cu"
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
# 25 "v001050.cu"
template< class T, int N> __attribute__((unused)) void 
# 26
probe9(const T *src10) 
# 27
{int volatile ___ = 1;(void)src10;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
T mid11 = ((*src10) / ((*src10) + (__device_builtin_variable_blockDim.x))) * (+(src10[__device_builtin_variable_threadIdx.x])); 
# 29
++mid11; 
# 30
mid11 = (*src10); 
# 31
} 
#endif
# 33 "v001050.cu"
template< class T, int N> __attribute__((unused)) double 
# 34
pack12(const T *in13, T q14, T q15) 
# 35
{int volatile ___ = 1;(void)in13;(void)q14;(void)q15;
# 50
::exit(___);}
#if 0
# 35
{ 
# 36
q15 = (16.625); 
# 37
for (int it16 = 0; it16 < (4 + 6); ++it16) { 
# 38
probe9< int, 3> (&it16); 
# 39
int iter17 = 0; 
# 40
while ((iter17 < 16) && ((q15 * q15) <= 14)) { 
# 41
float x18 = (16U); 
# 42
q15 = (((iter17 - x18) <= (q15 / iter17)) ? it16 : (static_cast< int>(8))); 
# 43
if (55 != (((in13[7]) == iter17) ? q15 : q14)) { 
# 44
return (((in13[iter17]) >= 63) ? iter17 : (8.5)); 
# 45
}  
# 46
++iter17; 
# 47
}  
# 48
}  
# 49
return (11.625F); 
# 50
} 
#endif
# 52 "v001050.cu"
__attribute__((visibility("hidden"))) void pack19_kernel(const int *src20, const char *__restrict__ in21, float q22, int len23) ;
#if 0
# 53
{ 
# 54
if (((int)len23) > q22) { 
# 55
return; 
# 56
}  
# 57
if ((__device_builtin_variable_threadIdx.x) - (src20[len23])) { 
# 58
return; 
# 59
}  
# 60
if (pack12< float, 6> (&q22, in21[6], *src20) <= (11)) { 
# 61
return; 
# 62
}  
# 63
len23 = __device_builtin_variable_warpSize; 
# 64
} 
#endif
# 66 "v001050.cu"
static void run_shade24(int stride25, int stride26) 
# 67
{ 
# 68
const char *m27 = ("ok"); 
# 69
{ 
# 70
stride26++; 
# 71
if ((m27[0]) < stride26) { 
# 72
return; 
# 73
}  
# 74
} 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int len28 = 2872; 
# 80
switch (len28 + len28) { 
# 81
case 8:  
# 82
break; 
# 83
default:  
# 84
len28 = len28; 
# 85
break; 
# 86
}  
# 87
auto prod29 = len28; 
# 88
(__cudaPushCallConfiguration((prod29 + 255) / 256, 128, 0)) ? (void)0 : pack19_kernel(&len28, static_cast< const char *>(nullptr), static_cast< int>(prod29 - 0), 8); 
# 89
return 0; 
# 90
} 

# 1 "v001050.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__92d3b20d_10_v001050_cu_50699943
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001050.cudafe1.stub.c"
#include "v001050.cudafe1.stub.c"
# 1 "v001050.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
