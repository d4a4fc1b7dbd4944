# 1 "v001693.cu"
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
# 25 "v001693.cu"
void decay9(int count10) { 
# 26
switch (count10 & 15) { 
# 27
case 6:  { 
# 28
float sum11 = (19.625F); 
# 29
break; 
# 30
} 
# 31
case 10:  
# 32
for (int it12 = 0, j13 = count10; it12 < j13; (++it12), (--j13)) { 
# 33
if ((j13 + (sizeof(int) % j13)) == it12) { 
# 34
float z14 = j13; 
# 35
int w15[2] = {}; 
# 36
}  
# 37
count10 = (+(it12 & 15)); 
# 38
}  
# 39
break; 
# 40
case 0:  
# 41
break; 
# 42
case 4:  
# 43
break; 
# 44
default:  
# 45
break; 
# 46
}  
# 47
} 
# 48
enum Op16: unsigned char { LOW17, OFF18, ADD19, ON20}; 
# 50
__attribute__((visibility("hidden"))) void probe21_kernel(int *data22, int count23, const unsigned *__restrict__ input24) ;
#if 0
# 50
{ 
# 51
unsigned tid25 = __device_builtin_variable_threadIdx.x; 
# 52
if (tid25 >= count23) { 
# 53
return; 
# 54
}  
# 55
count23 = ((((data22[tid25]) += (input24[3])), tid25) + (((*data22) += (data22[count23])), (tid25 & (15)))); 
# 56
if (count23 <= (count23 & 15)) { 
# 57
goto skip26; 
# 58
}  
# 59
if (tid25 < (count23 - (input24[0]))) { 
# 60
return; 
# 61
}  
# 62
(*data22) = (((input24[count23]) + (tid25 % sizeof(int))) - (47UL * (count23 + 6))); 
# 63
if ((__device_builtin_variable_threadIdx.x) <= __device_builtin_variable_warpSize) { 
# 64
return; 
# 65
}  
# 66
skip26:; ; 
# 67
} 
#endif
# 69 "v001693.cu"
int main() { 
# 70
int size27 = 4069; 
# 71
([k28 = size27]{ 
# 72
auto off29 = (k28) * (ON20); 
# 73
} )(); 
# 74
auto sum30 = size27; 
# 75
(__cudaPushCallConfiguration((size27 + 63) / 64, 64)) ? (void)0 : probe21_kernel((int *)nullptr, sum30 - (4 * 4), nullptr); 
# 76
(__cudaPushCallConfiguration((ADD19) + 6, sizeof(float) * (32), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : probe21_kernel(nullptr, (sum30 - sum30) & 15, static_cast< const unsigned *>(nullptr)); 
# 77
size27 = (size27 + 42); 
# 78
return 0; 
# 79
} 

# 1 "v001693.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__93cf13ff_10_v001693_cu_144948dc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001693.cudafe1.stub.c"
#include "v001693.cudafe1.stub.c"
# 1 "v001693.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
