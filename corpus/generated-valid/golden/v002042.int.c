# 1 "v002042.cu"
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
# 7 "v002042.cu"
static int d_blend3[16]; 
# 8
static_assert(((5 * 11) > 54));
# 10
static void weigh4(unsigned *__restrict__ dst5, int n6, float *__restrict__ data7) ;
#if 0
# 11
{ 
# 12
if (((n6 > (*dst5)) ? n6 : (*dst5)) >= (25)) { 
# 13
return; }  
# 14
int cnt8[5] = {n6}; 
# 15
(dst5[4]) = (dst5[__device_builtin_variable_threadIdx.x]); 
# 16
unsigned long q9[7]{(31U), ('\177'), (L'\x23'), (10L), (60U), 44UL, static_cast< unsigned long>(__device_builtin_variable_threadIdx.x)}; 
# 17
} 
#endif
# 18 "v002042.cu"
namespace _GLOBAL__N__345249ab_10_v002042_cu_d_blend3 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__345249ab_10_v002042_cu_d_blend3; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__345249ab_10_v002042_cu_d_blend3 __attribute__((visibility("hidden")))  { 
# 19
typedef int idx10_t; 
# 20
}
# 21
enum class Level11: unsigned { High12, Low13}; 
# 22
__attribute__((visibility("hidden"))) void warp14_kernel(unsigned *__restrict__ data15, int count16) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern idx10_t dyn_17[]; 
# 25
int idx18 = __device_builtin_variable_threadIdx.x; 
# 26
int pass19 = 0; 
# 27
if ((data15[2]) < (dyn_17[__device_builtin_variable_blockDim.y])) { 
# 28
goto finish20; 
# 29
}  
# 30
do { 
# 31
count16 = ((14) | ((__device_builtin_variable_blockDim.x) * (dyn_17[2]))); 
# 32
++pass19; 
# 33
} while (pass19 < idx18); 
# 34
(dyn_17[pass19]) += (static_cast< idx10_t>((u'\x20') | (__device_builtin_variable_threadIdx.x))); 
# 35
finish20:; ; 
# 36
} 
#endif
# 37 "v002042.cu"
static float c_step21; 
# 38
namespace gpu22 { 
# 39
void combine23(int stride24, int n25) 
# 40
{ 
# 41
n25 = stride24; 
# 42
static_assert((31 > 30));
# 43
if (((stride24 > 46) ? stride24 : 46) < 30UL) { 
# 44
return; }  
# 45
} 
# 46
static void gather26(const float *src27, int count28, int count29) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern float dyn_30[]; 
# 49
idx10_t tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
{ 
# 51
if (tid31 < (__device_builtin_variable_blockIdx.x)) { 
# 52
return; }  
# 53
int m32[6]{5, (14U), (-0), (static_cast< idx10_t>(17)), 3508, 29}; 
# 54
} 
# 55
(d_blend3[__device_builtin_variable_gridDim.y]) = (static_cast< unsigned char>(tid31)); 
# 56
long f33 = count28; 
# 57
(dyn_30[5]) += (5.125F); 
# 58
} 
#endif
# 59 "v002042.cu"
}
# 60
__attribute__((visibility("hidden"))) void march34(idx10_t *__restrict__ data35, idx10_t *__restrict__ dst36, size_t a37) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern float dyn_38[]; 
# 63
unsigned gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
unsigned m40 = d_blend3[4]; 
# 65
unsigned char q41 = static_cast< double>(data35[0]); 
# 66
--(*data35); 
# 67
} 
#endif
# 68 "v002042.cu"
int main() 
# 69
{ 
# 70
int size42 = 3719; 
# 71
const long long *cnt43 = ((const long long *)nullptr); 
# 72
size42 &= (*cnt43); 
# 73
double s44((-(23.5F))); 
# 74
(__cudaPushCallConfiguration(16, 512, 0)) ? (void)0 : weigh4(static_cast< unsigned *>(nullptr), s44 + ((sizeof(idx10_t)) % (cnt43[5])), static_cast< float *>(nullptr)); 
# 75
(__cudaPushCallConfiguration((size42 + 127) / 128, 512, 2048 * 2)) ? (void)0 : warp14_kernel(nullptr, ('#') + (s44 - (*cnt43))); 
# 76
(__cudaPushCallConfiguration((size42 + 63) / 64, ((dim3)(4)))) ? (void)0 : gpu22::gather26(reinterpret_cast< const float *>(cnt43), (size42 > (-s44)) ? size42 : (-s44), size42); 
# 77
return 0; 
# 78
} 

# 1 "v002042.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__345249ab_10_v002042_cu_d_blend3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002042.cudafe1.stub.c"
#include "v002042.cudafe1.stub.c"
# 1 "v002042.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
