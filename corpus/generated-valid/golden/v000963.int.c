# 1 "v000963.cu"
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
# 5 "v000963.cu"
__attribute__((visibility("hidden"))) void blend1_kernel(const float *input2, unsigned *__restrict__ dst3) ;
#if 0
# 6
{ 
# 7
int idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
(*dst3) = (4912U ^ (dst3[1])); 
# 9
float r5 = *input2; 
# 10
++r5; 
# 11
float z6(((7) * (*dst3)) ^ idx4); 
# 12
(dst3[7]) = (2914L); 
# 13
unsigned long prod7 = (unsigned long long)(__device_builtin_variable_gridDim.z); 
# 14
prod7 = (('#') % (*dst3)); 
# 15
} 
#endif
# 16 "v000963.cu"
enum Mode8: unsigned { ADD9, IDLE10, FAST11}; 
# 17
static_assert((58 > 57), "tile must fit");
# 18
enum Level12 { 
# 19
LOW13, 
# 20
BUSY14, 
# 21
GREEN15, 
# 22
BLUE16 = 5, 
# 23
LOW17
# 24
}; 
# 26
void weigh18(float *__restrict__ dst19) 
# 27
{ 
# 28
const bool y20 = dst19[5]; 
# 29
(__cudaPushCallConfiguration(256, (BLUE16) + ((FAST11) + ((LOW17) + 499)))) ? (void)0 : blend1_kernel(dst19, nullptr); 
# 30
(__cudaPushCallConfiguration(sizeof(int) * (8), (FAST11) + ((BLUE16) + ((FAST11) + (247))), sizeof(int) * (64))) ? (void)0 : blend1_kernel(dst19, nullptr); 
# 31
(dst19[4])++; 
# 32
++(*dst19); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void fuse21(int *out22, int len23, signed char b24) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern char dyn_25[]; 
# 38
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (i26 >= len23) { 
# 40
return; 
# 41
}  
# 42
len23 = b24; 
# 43
float val27 = b24; 
# 44
const float tmp28 = 20 >> i26; 
# 45
int x29[2]{len23, 8}; 
# 46
len23--; 
# 47
Level12 y30 = BUSY14; 
# 48
} 
#endif
# 49 "v000963.cu"
enum Level31: unsigned char { ON32 = 1U, RED33, HIGH34, HIGH35}; 
# 51
void sweep36(int lane37, long b38, int stride39) 
# 52
{ 
# 53
if (float res40 = lane37 / (+b38); stride39 == b38) { 
# 54
if (long f41 = 57L * lane37; (b38 & ((int)f41)) >= (24)) { 
# 55
res40 = (62); 
# 56
weigh18(&res40); 
# 57
float h42 = (2.125F); 
# 58
}  
# 59
}  
# 60
(__cudaPushCallConfiguration((b38 + (255)) / (256), 1 << ((GREEN15) + ((HIGH35) + ((IDLE10) + (BUSY14)))), ((IDLE10) + ((LOW17) + 25)) * ((IDLE10) + ((LOW17) + 1)))) ? (void)0 : blend1_kernel(nullptr, nullptr); 
# 61
stride39 = lane37; 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int count43 = 3630; 
# 67
if (count43 != (HIGH35)) { 
# 68
return HIGH34; 
# 69
}  
# 70
if ((count43 & 8) < count43) { 
# 71
return -46; 
# 72
}  
# 73
(__cudaPushCallConfiguration((count43 + 127) / 128, ((HIGH34) + ((FAST11) + ((IDLE10) + ((ON32) + ((BLUE16) + ((ON32) + ((BLUE16) + 46))))))) * (HIGH35), 256)) ? (void)0 : fuse21(&count43, count43, (4) * ((float)count43)); 
# 74
return 0; 
# 75
} 

# 1 "v000963.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__46be3d4f_10_v000963_cu_5f05a507
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000963.cudafe1.stub.c"
#include "v000963.cudafe1.stub.c"
# 1 "v000963.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
