# 1 "v001976.cu"
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
# 18 "v001976.cu"
__attribute__((unused)) float relax7(int len8, double *data9, double *acc10) 
# 19
{int volatile ___ = 1;(void)len8;(void)data9;(void)acc10;
# 23
::exit(___);}
#if 0
# 19
{ 
# 20
float prod11{(7)}; 
# 21
(acc10[5]) = (+(-(16 % len8))); 
# 22
return (1201) + prod11; 
# 23
} 
#endif
# 25 "v001976.cu"
__attribute__((visibility("hidden"))) void update12_kernel(unsigned *__restrict__ data13, const float *__restrict__ in14) ;
#if 0
# 26
{ 
# 27
int idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if ((((data13[idx15]) != idx15) ? (13) + (in14[idx15]) : (*in14)) != (((*in14) + (10UL)) + (data13[7]))) { 
# 29
(data13[__device_builtin_variable_blockIdx.x]) = (0); 
# 30
}  
# 31
unsigned z16 = (40); 
# 32
(z16++), ((data13[idx15 & 7]) = (((data13[(__device_builtin_variable_threadIdx.x) & (7)]) += idx15), (((48) * (data13[6])) ^ (5)))); 
# 33
int val17 = __device_builtin_variable_blockIdx.z; 
# 34
int k18 = (data13[2]) * ((float)z16); 
# 35
} 
#endif
# 37 "v001976.cu"
__attribute__((unused)) inline void trace19(float beta20, int lane21) 
# 38
{int volatile ___ = 1;(void)beta20;(void)lane21;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
if (20L <= (__device_builtin_variable_blockDim.x)) { 
# 40
return; 
# 41
}  
# 42
float tmp22 = (-34); 
# 43
if ((48) < ((float)beta20)) { 
# 44
goto finish23; 
# 45
}  
# 46
tmp22 = (lane21 | lane21); 
# 47
beta20 = ((((((__device_builtin_variable_blockDim.y) + (32)) + 6L) * ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_blockDim.x))) + lane21) + ((float)(((__device_builtin_variable_blockDim.y) + tmp22) + __device_builtin_variable_warpSize))); 
# 48
finish23:; ; 
# 49
} 
#endif
# 51 "v001976.cu"
__attribute__((visibility("hidden"))) void apply24(int lane25) ;
#if 0
# 52
{ 
# 53
unsigned char stride26 = lane25; 
# 54
stride26 = (255); 
# 55
auto x27 = lane25; 
# 56
} 
#endif
# 63 "v001976.cu"
__attribute__((visibility("hidden"))) void map_score29(double *data, int n) ;
#if 0
# 63
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 65 "v001976.cu"
__attribute__((visibility("hidden"))) void grow30_kernel(const int *input31, bool b32, unsigned char b33, bool a34) ;
#if 0
# 66
{ 
# 67
b33 = ((a34 + a34) + (input31[b33 & 7])); 
# 68
int w35 = 0; 
# 69
do { 
# 70
constexpr float k36 = (9.125F); 
# 71
b33 = ((!b32) ? (w35 + ((*input31) + 48)) + (b33 & (__device_builtin_variable_blockDim.x)) : (5)); 
# 72
++w35; 
# 73
} while ((w35 < 2) && ((__device_builtin_variable_threadIdx.x) > b33)); 
# 74
} 
#endif
# 76 "v001976.cu"
unsigned host_smooth37(int n38 = 5) 
# 77
{ 
# 78
float z39[5] = {static_cast< float>(n38), static_cast< float>((float)n38)}; 
# 79
const char *stride40 = ("hello"); 
# 80
return 64UL + ((n38 | n38) & 5); 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int size41 = 820; 
# 86
(__cudaPushCallConfiguration(512, 128 * 4, sizeof(int) * (128))) ? (void)0 : grow30_kernel((const int *)nullptr, size41 >= ((size41 += size41), size41), size41, (size41 ^ ((size41 >= 48) ? size41 : size41)) != ((size41 + size41) + 54U)); 
# 87
if ((size41 * size41) < size41) { 
# 88
return (int)10LL; 
# 89
}  
# 90
size41 = size41; 
# 91
long long e42((48 | size41) + (size41 * 2968)); 
# 92
size41 = 63; 
# 93
(__cudaPushCallConfiguration(128, 48 + 16, 4096)) ? (void)0 : update12_kernel((unsigned *)nullptr, (const float *)nullptr); 
# 94
(__cudaPushCallConfiguration(4, 8 * 16, (48 + 208) * 4)) ? (void)0 : apply24((5) % e42); 
# 95
(__cudaPushCallConfiguration((size41 + 255) / 256, (48 + 16) * 4, 0)) ? (void)0 : map_score29((double *)nullptr, size41); 
# 96
return 0; 
# 97
} 

# 1 "v001976.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea77ef79_10_v001976_cu_e338a045
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001976.cudafe1.stub.c"
#include "v001976.cudafe1.stub.c"
# 1 "v001976.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
