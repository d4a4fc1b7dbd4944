# 1 "v000398.cu"
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
# 12 "v000398.cu"
static unsigned c_score8; 
# 14
static void grow9_kernel(int *__restrict__ out10, int lane11, short alpha12, int n13) ;
#if 0
# 14
{ 
# 15
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (idx14 >= n13) { 
# 17
return; }  
# 18
lane11 = (-43); 
# 19
float diff15 = __device_builtin_variable_threadIdx.x; 
# 20
} 
#endif
# 22 "v000398.cu"
static void march16_kernel(const long long *__restrict__ src17, int *__restrict__ buf18, float q19) ;
#if 0
# 22
{ 
# 23
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
constexpr int idx21 = ((1 << 3) * sizeof(float)); 
# 25
q19 = c_score8; 
# 26
int val22[5]{static_cast< int>(src17[__device_builtin_variable_blockDim.x]), 1689, (int)q19, idx21, (-62)}; 
# 27
(val22[2]) = (((__device_builtin_variable_blockDim.x) / (*buf18)) - (27 / (val22[c_score8]))); 
# 28
} 
#endif
# 29 "v000398.cu"
int g_pivot23[] = {(51LL), (U'\x20')}; 
# 30
enum class Phase24: short { Slow25, Green26, Add27 = 6}; 
# 32
__attribute__((visibility("hidden"))) void trace28_kernel(float b29, int *__restrict__ buf30, float *data31, float *__restrict__ dst32) ;
#if 0
# 32
{ 
# 33
unsigned gid33 = __device_builtin_variable_threadIdx.x; 
# 34
(*buf30) = (*data31); 
# 35
(*data31) = ((c_score8 - (__device_builtin_variable_blockDim.x)) & (15)); 
# 36
(buf30[2])++; 
# 37
b29 = (((28 << (buf30[3])) >> (gid33 * (__device_builtin_variable_gridDim.z))) % (58 + (*buf30))); 
# 38
} 
#endif
# 40 "v000398.cu"
__attribute__((visibility("hidden"))) void kick34_kernel(Phase24 alpha35, size_t *out36, const int *__restrict__ input37, int n38) ;
#if 0
# 40
{ 
# 41
int gid39 = __device_builtin_variable_threadIdx.x; 
# 42
if (gid39 >= n38) { 
# 43
return; }  
# 44
n38++; 
# 45
int pass40 = 0; 
# 46
while ((pass40 < 3) && ((c_score8 * (4)) == (__device_builtin_variable_gridDim.x))) { 
# 47
(out36[n38]) = sizeof(int); 
# 48
(*out36) = ((int)(input37[1])); 
# 49
++pass40; 
# 50
}  
# 51
} 
#endif
# 53 "v000398.cu"
__attribute__((visibility("hidden"))) void filter41(float *data42, int *dst43, int *out44, short *__restrict__ dst45) ;
#if 0
# 53
{ 
# 54
unsigned gid46 = __device_builtin_variable_threadIdx.x; 
# 55
for (int i47 = 6; i47 > 0; --i47) { 
# 56
--(dst45[0]); }  
# 57
(dst45[c_score8]) = ((__device_builtin_variable_blockDim.x) - ((int)61)); 
# 58
for (int i48 = 0; i48 < 6; ++i48) { 
# 59
(dst45[i48]) = c_score8; }  
# 60
static_assert(((3 + 4) == 7), "expected value");
# 61
if (((*dst43) & 15) < (__device_builtin_variable_gridDim.z)) { 
# 62
return; }  
# 63
} 
#endif
# 65 "v000398.cu"
float run_trace49(bool a50, const long *__restrict__ src51, int *acc52) { 
# 66
(g_pivot23[0]) = (g_pivot23[1]); 
# 67
(*acc52) = 0; 
# 68
a50 = ((src51[5]) - (4)); 
# 69
(__cudaPushCallConfiguration(3 + 253, 512)) ? (void)0 : trace28_kernel((a50 << (*acc52)) * (a50 / a50), nullptr, reinterpret_cast< float *>(acc52), reinterpret_cast< float *>(acc52)); 
# 70
return 21U; 
# 71
} 
# 73
int main() { 
# 74
int size53 = 496; 
# 75
size53 = (run_trace49(!(((g_pivot23[1]) < 32) || ((g_pivot23[size53]) <= 63ULL)), nullptr, &size53)); 
# 76
signed char stride54 = g_pivot23[size53]; 
# 77
(__cudaPushCallConfiguration(1, 3 + 125)) ? (void)0 : grow9_kernel(g_pivot23, 53U, __alignof__(double), (('A') + size53) + (size53 & 15)); 
# 78
(__cudaPushCallConfiguration(4 + 4, sizeof(float) * (32), 0, nullptr)) ? (void)0 : march16_kernel(nullptr, g_pivot23, 47); 
# 79
(__cudaPushCallConfiguration(1, 3 + 61, sizeof(float) * (128), nullptr)) ? (void)0 : kick34_kernel(Phase24::Add27, nullptr, &size53, stride54 - 64UL); 
# 80
return 0; 
# 81
} 

# 1 "v000398.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2740ef9_10_v000398_cu_c_score8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000398.cudafe1.stub.c"
#include "v000398.cudafe1.stub.c"
# 1 "v000398.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
