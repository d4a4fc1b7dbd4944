# 1 "v001019.cu"
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
# 12 "v001019.cu"
struct alignas(8) Body4 { 
# 13
int weight5; 
# 14
float y6; 
# 15
unsigned vel7; 
# 16
}; 
# 17
const short g_reduce8 = (57); 
# 19
struct Pixel9 { 
# 20
int hi10; 
# 21
short val11; 
# 22
}; 
# 24
__attribute__((visibility("hidden"))) void drift12(const short *in13, unsigned short *data14) ;
#if 0
# 24
{ 
# 25
if (((in13[6]) | 35) >= 61) { 
# 26
return; 
# 27
}  
# 28
(data14[(__device_builtin_variable_blockIdx.x) & (7)]) = ((data14[__device_builtin_variable_threadIdx.y]) / ((*data14) + 1017LL)); 
# 29
__attribute__((unused)) static Pixel9 sh_15[128]; 
# 30
if ((*data14) > (__device_builtin_variable_blockDim.x)) { 
# 31
return; 
# 32
}  
# 33
} 
#endif
# 34 "v001019.cu"
enum class Axis16: short { Red17 = 3, Add18}; 
# 36
__attribute__((visibility("hidden"))) void tile19(unsigned *buf20, const int *coef21, const int *in22) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern float dyn_23[]; 
# 38
unsigned gid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(buf20[0]) = (in22[gid24 & (7)]); 
# 40
do { (dyn_23[gid24]) += (*coef21); } while (0); 
# 41
(buf20[gid24 & (7)]) = (in22[3]); 
# 42
} 
#endif
# 43 "v001019.cu"
enum class Level25 { 
# 44
Red26 = 2, 
# 45
Mul27, 
# 46
High28 = 8, 
# 47
Add29, 
# 48
Off30
# 49
}; 
# 51
__attribute__((visibility("hidden"))) void blend31(int n32, const float *src33) ;
#if 0
# 51
{ 
# 52
int tid34 = __device_builtin_variable_threadIdx.x; 
# 53
float *sum35 = ((float *)nullptr); 
# 54
constexpr int cnt36 = 36; 
# 55
} 
#endif
# 57 "v001019.cu"
int main() { 
# 58
int len37 = 1029; 
# 59
int mid38[2] = {}; 
# 60
((mid38[len37])--), (len37 = (mid38[len37 & 1])); 
# 61
(__cudaPushCallConfiguration(512, 256, sizeof(int) * (32), nullptr)) ? (void)0 : drift12((const short *)nullptr, nullptr); 
# 62
(__cudaPushCallConfiguration(((dim3)(32)), ((dim3)(512)), sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : tile19(nullptr, mid38, mid38); 
# 63
(__cudaPushCallConfiguration(dim3(256, (len37 + 31) / 32), 8 * 8, 32 * 8, nullptr)) ? (void)0 : blend31(50UL, nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001019.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a5b5b47_10_v001019_cu_adbb0c4d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001019.cudafe1.stub.c"
#include "v001019.cudafe1.stub.c"
# 1 "v001019.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
