# 1 "v001890.cu"
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
# 9 "v001890.cu"
enum Axis5 { BLUE6, IDLE7, IDLE8}; 
# 10
enum Level9 { SLOW10, FAST11, GREEN12}; 
# 11
enum Op13: short { OFF14, ADD15, BUSY16 = 5}; 
# 13
static void score17(const unsigned *__restrict__ input18, char b19) ;
#if 0
# 14
{ 
# 15
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
for (int n21 = 0; n21 < 13; ++n21) { 
# 17
b19 = (SLOW10); 
# 18
int prod22 = 46UL & (b19 - (__device_builtin_variable_blockDim.x)); 
# 19
}  
# 20
if (__device_builtin_variable_warpSize <= b19) { 
# 21
return; }  
# 22
b19 = (46); 
# 23
b19 = ((input18[b19]) - ((4933) % (static_cast< unsigned>(gid20)))); 
# 24
double e23 = (__device_builtin_variable_threadIdx.x) - (9); 
# 25
} 
#endif
# 26 "v001890.cu"
static int c_decay24[8]; 
# 28
namespace math25 { 
# 29
struct Stats26 { 
# 30
float weight27; 
# 31
int count28; 
# 32
unsigned flag29; 
# 33
}; 
# 35
short split30(int stride31 = 1U) 
# 36
{ 
# 37
int stride32 = (((SLOW10) ^ stride31) * 8U) + stride31; 
# 38
if ((stride31 >> 6) & 1) { 
# 39
return FAST11; }  
# 40
stride31 = ((stride32 * 52) & 54); 
# 41
Axis5 z33 = IDLE7; 
# 42
do { int tmp_ = stride32; stride32 = stride31; stride31 = tmp_; } while (0); 
# 43
Op13 k34 = BUSY16; 
# 44
stride31 = 43; 
# 45
return 1889 + (stride31 - (z33 + 36)); 
# 46
} 
# 47
}
# 49
inline unsigned run_relax35(bool q36, Axis5 beta37, int n38 = 2) 
# 50
{ 
# 51
for (int j39 = 0; j39 < n38; ++j39) { 
# 52
beta37 = beta37; }  
# 53
cudaStream_t u40 = ((cudaStream_t)0); 
# 54
beta37 = IDLE8; 
# 55
Op13 res41 = ADD15; 
# 56
q36 = (0); 
# 57
return 2943; 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size42 = 2163; 
# 63
for (int i43 = 0; i43 < 12; i43++) { 
# 64
for (int j44 = 0; j44 < (sizeof(float) * ((IDLE7) + 3)); ++j44) { 
# 65
--size42; 
# 66
Op13 flag45 = ADD15; 
# 67
}  
# 68
}  
# 69
(__cudaPushCallConfiguration(sizeof(unsigned) * ((GREEN12) + ((FAST11) + ((ADD15) + 12))), 128, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : score17(nullptr, size42); 
# 70
return 0; 
# 71
} 

# 1 "v001890.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb70dd61_10_v001890_cu_e2cdd05a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001890.cudafe1.stub.c"
#include "v001890.cudafe1.stub.c"
# 1 "v001890.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
