# 1 "v001220.cu"
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
# 12 "v001220.cu"
static_assert((11 == 11), "tile must fit");
# 14
__attribute__((visibility("hidden"))) void score4(int *__restrict__ acc5, unsigned *buf6, const long *__restrict__ input7, int *out8) ;
#if 0
# 15
{ 
# 16
int idx9 = __device_builtin_variable_threadIdx.x; 
# 17
(*acc5) = (acc5[0]); 
# 18
(*out8) += ((out8[6]) - (2U * ((__device_builtin_variable_blockDim.x) * (acc5[(__device_builtin_variable_blockDim.x) & (7)])))); 
# 19
(*acc5) |= ((static_cast< short>((*input7) * idx9)) - idx9); 
# 20
} 
#endif
# 21 "v001220.cu"
static double c_bump10; 
# 23
constexpr int march11(int lane12, int n13) 
# 24
{ 
# 25
lane12 = ((n13 ^ (lane12 * sizeof(float))) / 26UL); 
# 26
return (((47 > n13) && (n13 != lane12)) ? 35 + lane12 : n13) * n13; 
# 27
} 
# 29
namespace math14 { 
# 30
enum class Phase15 { Slow16 = 3, On17, Red18, High19 = 11}; 
# 32
void run_apply20(int count21) 
# 33
{ 
# 34
if ((count21 > 23U) || (count21 < sizeof(float))) { 
# 35
goto skip23; 
# 36
}  
# 37
switch (count21 & 5) { 
# 38
case 0:  
# 39
break; 
# 40
default:  
# 41
count21 = count21; 
# 42
break; 
# 43
}  
# 44
if (static float mid22 = (5.875F); ((count21 | 25) + (5 * count21)) == ((float)__alignof__(int))) { 
# 45
(__cudaPushCallConfiguration(2 * 2, 64)) ? (void)0 : score4(nullptr, nullptr, static_cast< const long *>(nullptr), static_cast< int *>(nullptr)); 
# 46
mid22 /= (14.25F); 
# 47
}  
# 48
count21 &= ((61 & count21) + ((unsigned)36)); 
# 49
skip23:; ; 
# 50
} 
# 51
}
# 52
enum Mode24: unsigned { ADD25, MUL26, FAST27, RED28 = 8U}; 
# 54
__attribute__((visibility("hidden"))) void tile29_kernel(size_t q30) ;
#if 0
# 55
{ 
# 56
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
float acc32 = q30; 
# 58
for (int it33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it33 < 13; it33 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 59
if (q30 & (1)) { 
# 60
break; 
# 61
}  
# 62
q30 = acc32; 
# 63
(++q30), (q30 -= (((12LL + idx31) - (__device_builtin_variable_gridDim.y)) - (((60) == (acc32 * c_bump10)) ? 58UL * (__device_builtin_variable_threadIdx.x) : q30))); 
# 64
}  
# 65
} 
#endif
# 72 "v001220.cu"
__attribute__((visibility("hidden"))) void map_fuse35(float *data, int n) ;
#if 0
# 72
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 73 "v001220.cu"
__attribute__((visibility("hidden"))) void map_trace36(double *data, int n) ;
#if 0
# 73
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 75 "v001220.cu"
static void check_count37(int count38, int lane39, const float *__restrict__ in40) 
# 76
{ 
# 77
if (((in40[3]) * (5)) <= count38) { 
# 78
return; 
# 79
}  
# 80
for (int n41 = 0; n41 < (sizeof(int) * (3)); ++n41) { 
# 81
lane39 = ((static_cast< float>((5.5F) + (in40[count38]))) + (in40[lane39])); 
# 82
const float stride42 = (4); 
# 83
}  
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int n43 = 2289; 
# 89
(__cudaPushCallConfiguration(sizeof(unsigned) * ((36) + ((36) + ((RED28) + ((MUL26) + ((FAST27) + ((4) + ((RED28) + (33)))))))), (16) * ((FAST27) + ((FAST27) + ((MUL26) + (3)))))) ? (void)0 : map_trace36((double *)nullptr, n43); 
# 90
n43 ^= (((7 * n43) + 1333) * (n43 & (n43 + 59))); 
# 91
(__cudaPushCallConfiguration((FAST27) + (30), 64)) ? (void)0 : tile29_kernel(41UL); 
# 92
(__cudaPushCallConfiguration((n43 + 255) / 256, ((MUL26) + ((FAST27) + (5))) * ((RED28) + (8)))) ? (void)0 : map_fuse35(static_cast< float *>(nullptr), static_cast< float>((n43 += n43), n43)); 
# 93
return 0; 
# 94
} 

# 1 "v001220.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d3bcf16_10_v001220_cu_f1c905b9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001220.cudafe1.stub.c"
#include "v001220.cudafe1.stub.c"
# 1 "v001220.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
