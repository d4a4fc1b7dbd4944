# 1 "v000124.cu"
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
# 16 "v000124.cu"
__attribute__((visibility("hidden"))) void filter6_kernel(float a7, int count8) ;
#if 0
# 17
{ 
# 18
unsigned tid9 = __device_builtin_variable_threadIdx.x; 
# 19
float t10 = tid9 - ((a7 > (60ULL)) ? 2 : (15.75F)); 
# 20
--count8; 
# 21
if (tid9 < (44)) { 
# 22
return; }  
# 23
float lo11[3]{static_cast< float>(a7), (14), (static_cast< float>((14.25F)))}; 
# 24
} 
#endif
# 26 "v000124.cu"
static void pivot12_kernel(const unsigned *__restrict__ in13) ;
#if 0
# 27
{ 
# 28
int gid14 = __device_builtin_variable_threadIdx.x; 
# 29
int pass15 = 0; 
# 30
while (pass15 < pass15) { 
# 31
__attribute__((unused)) static double sh_16[256]; 
# 32
++pass15; 
# 33
}  
# 34
if (in13 == (nullptr)) { 
# 35
if ((pass15 | 50) == 62) { 
# 36
return; }  
# 37
} else { 
# 38
int r17 = 3 << gid14; 
# 39
}  
# 40
} 
#endif
# 43 "v000124.cu"
template< class T> 
# 44
struct Particle18 { 
# 45
T lo19; 
# 46
void total20(double sum21) 
# 47
{ 
# 48
sum21--; 
# 49
(lo19)--; 
# 50
} 
# 51
}; 
# 53
template< class T> 
# 54
struct Tile22 { 
# 55
T sum23; 
# 56
T mass24; 
# 57
}; 
# 59
struct __attribute((aligned(8))) Tile25 { 
# 60
unsigned id26; 
# 61
float val27, val28; 
# 62
short vel29; 
# 63
}; 
# 65
void run_kick30(int stride31, int stride32) 
# 66
{ 
# 67
stride31++; 
# 68
(__cudaPushCallConfiguration(sizeof(float) * (2 + 30), 1 << 8, sizeof(double) * (128))) ? (void)0 : filter6_kernel(stride31 % (stride32 ^ stride31), stride32 | (32 * stride31)); 
# 69
(__cudaPushCallConfiguration(dim3(512, 16, 1), ((dim3)(2 * 2)), 0)) ? (void)0 : pivot12_kernel(nullptr); 
# 70
} 
# 72
int main() 
# 73
{ 
# 74
int size33 = 1141; 
# 75
switch (size33) { 
# 76
case 5 * 2:  
# 77
if (size33 & 1) { 
# 78
return 3ULL; }  
# 79
break; 
# 80
case 5:  { 
# 81
(__cudaPushCallConfiguration(dim3((size33 + 31) / 32, 128), (2 + 254) * 2, 1 << (2 + 8))) ? (void)0 : pivot12_kernel(nullptr); 
# 82
int r34 = 15; 
# 83
break; 
# 84
} 
# 85
case 1:  
# 86
break; 
# 87
case 8:  
# 88
break; 
# 89
default:  
# 90
size33 %= 2; 
# 91
break; 
# 92
}  
# 93
size33 = 2; 
# 94
return 0; 
# 95
} 

# 1 "v000124.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2ba215b_10_v000124_cu_713d5aa2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000124.cudafe1.stub.c"
#include "v000124.cudafe1.stub.c"
# 1 "v000124.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
