# 1 "v000794.cu"
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
# 14 "v000794.cu"
__attribute__((visibility("hidden"))) void tally6_kernel(float *data7, const unsigned *coef8) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern unsigned dyn_9[]; 
# 17
(data7[4])++; 
# 18
(data7[0]) += (11.75F); 
# 19
float w10 = (((*data7) += (18.375F)), (8.625F)) + (dyn_9[7]); 
# 21
#pragma unroll
for (
# 21
int it11 = 0; it11 < 9; it11++) { 
# 22
constexpr unsigned long w12 = (20); 
# 23
++(dyn_9[1]); 
# 24
}  
# 25
constexpr int x13 = (3138U); 
# 26
} 
#endif
# 27 "v000794.cu"
inline int scatter14(float q15, int *acc16, float p17) 
# 28
{ 
# 29
p17 += (9.75F); 
# 30
(acc16[4]) ^= ('#'); 
# 31
float val18 = q15; 
# 32
--val18; 
# 33
p17 = p17; 
# 34
q15--; 
# 35
float diff19 = p17; 
# 36
return p17; 
# 37
} 
# 38
int march20(float *dst21) 
# 39
{ 
# 40
(dst21[6]) -= (scatter14(21UL, static_cast< int *>(nullptr), -7)); 
# 41
(dst21[4]) *= (scatter14(scatter14(dst21[1], nullptr, -(9.125F)) - scatter14(*dst21, static_cast< int *>(nullptr), *dst21), (int *)nullptr, (23.375F))); 
# 42
(dst21[5]) -= (scatter14((((dst21[6]) += (dst21[1])), (*dst21)), nullptr, 15)); 
# 43
auto step23 = [](auto diff22) { 
# 44
diff22 = ((51ULL / (diff22 + diff22)) * ((diff22 * 20) * (27 / diff22))); 
# 45
return diff22 * 2; 
# 46
} ; typedef decltype(step23) __T0;
# 47
step23(static_cast< int>(*dst21)); 
# 48
float f24 = dst21[1]; 
# 49
(*dst21) = ((*dst21) * (1)); 
# 50
return 843; 
# 51
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52
template< class T> static void 
# 53
__wrapper__device_stub_weigh25_kernel(T *&acc26, short *&dst27, const T *&input28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
T z29 = ('#') | (*dst27); 
# 56
T y30 = scatter14(4909L, nullptr, scatter14((7.25F), nullptr, 2 + z29)); 
# 57
z29 /= (((13L & (*dst27)) + ((dst27[1]) - z29)) + (input28[7])); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 52 "v000794.cu"
template< class T> static void 
# 53
weigh25_kernel(T *acc26, short *dst27, const T *input28) 
# 54
{__wrapper__device_stub_weigh25_kernel<T>(acc26,dst27,input28);
# 58
return;}
#if 0
# 54
{ 
# 55
T z29 = ('#') | (*dst27); 
# 56
T y30 = scatter14(4909L, nullptr, scatter14((7.25F), nullptr, 2 + z29)); 
# 57
z29 /= (((13L & (*dst27)) + ((dst27[1]) - z29)) + (input28[7])); 
# 58
} 
#endif
# 65 "v000794.cu"
__attribute__((visibility("hidden"))) void map_blend32(double *data, int n) ;
#if 0
# 65
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 66 "v000794.cu"
__attribute__((visibility("hidden"))) void map_spread33(unsigned *data, int n) ;
#if 0
# 66
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 67 "v000794.cu"
unsigned long check_filter34(const float *coef35, int len36) 
# 68
{ 
# 69
static_assert(((15 + 8) > 22), "bad config");
# 70
scatter14(*coef35, &len36, scatter14(len36 - 4, &len36, *coef35)); 
# 71
len36 = 4947; 
# 72
unsigned *sum37 = (nullptr); 
# 73
return len36 + len36; 
# 74
} 
# 75
int main() 
# 76
{ 
# 77
int size38 = 1351; 
# 78
scatter14(scatter14((12.75F), &size38, size38 ^ 61UL), &size38, size38); 
# 79
size38++; 
# 80
size38 -= size38; 
# 81
for (int j39 = 0; j39 < 10; j39 += 1) { 
# 82
dim3 hi40(64); 
# 83
double idx41 = march20(nullptr); 
# 84
}  
# 85
(__cudaPushCallConfiguration((size38 + 63) / 64, 128)) ? (void)0 : tally6_kernel(nullptr, nullptr); 
# 86
(__cudaPushCallConfiguration(dim3(4, (size38 + 255) / 256, (size38 + 63) / 64), 256, 15 + 4081, 0)) ? (void)0 : weigh25_kernel< int> (&size38, (short *)nullptr, &size38); 
# 87
(__cudaPushCallConfiguration(dim3(1, 4, 2), 512, (15 + 1) * 16, nullptr)) ? (void)0 : map_blend32((double *)nullptr, march20(nullptr)); 
# 88
return 0; 
# 89
} 

# 1 "v000794.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6333f357_10_v000794_cu_6f2a36f3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000794.cudafe1.stub.c"
#include "v000794.cudafe1.stub.c"
# 1 "v000794.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
