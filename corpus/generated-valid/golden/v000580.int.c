# 1 "v000580.cu"
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
# 7 "v000580.cu"
unsigned stencil3(const char *input4, float a5) { 
# 8
auto k6 = ((((56) > a5) && (a5 >= a5)) || (3 > (~(input4[5])))) ? (23.875F) : (16.75F); 
# 9
const int idx7 = (36U) + k6; 
# 10
int lim8{61}; 
# 11
lim8 = a5; 
# 12
lim8 = (input4[1]); 
# 13
float lo9[3] = {k6, (-(13.75F)), k6}; 
# 14
return idx7; 
# 15
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T> static void 
# 17
__wrapper__device_stub_combine10_kernel(const T *&in11, int *__restrict__ &data12, int &len13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
unsigned tid14 = __device_builtin_variable_threadIdx.x; 
# 19
if (tid14 >= len13) { 
# 20
return; 
# 21
}  
# 22
int pass15 = 0; 
# 23
while (pass15 < pass15) { 
# 24
if (((3) * (__device_builtin_variable_gridDim.x)) < tid14) { 
# 25
signed char res16 = ((((data12[0]) % 31U) >= (4)) ? tid14 + (__device_builtin_variable_blockIdx.x) : (3)) - pass15; 
# 26
T hi17 = len13; 
# 27
}  
# 28
T res18{static_cast< T>(pass15 + (static_cast< T>(*in11)))}; 
# 29
++pass15; 
# 30
}  
# 31
(*data12) = pass15; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000580.cu"
template< class T> static void 
# 17
combine10_kernel(const T *in11, int *__restrict__ data12, int len13) {__wrapper__device_stub_combine10_kernel<T>(in11,data12,len13);
# 32
return;}
#if 0
# 17
{ 
# 18
unsigned tid14 = __device_builtin_variable_threadIdx.x; 
# 19
if (tid14 >= len13) { 
# 20
return; 
# 21
}  
# 22
int pass15 = 0; 
# 23
while (pass15 < pass15) { 
# 24
if (((3) * (__device_builtin_variable_gridDim.x)) < tid14) { 
# 25
signed char res16 = ((((data12[0]) % 31U) >= (4)) ? tid14 + (__device_builtin_variable_blockIdx.x) : (3)) - pass15; 
# 26
T hi17 = len13; 
# 27
}  
# 28
T res18{static_cast< T>(pass15 + (static_cast< T>(*in11)))}; 
# 29
++pass15; 
# 30
}  
# 31
(*data12) = pass15; 
# 32
} 
#endif
# 33 "v000580.cu"
__attribute__((visibility("hidden"))) void rank19(float q20) ;
#if 0
# 33
{ 
# 34
int i21 = __device_builtin_variable_threadIdx.x; 
# 35
if ((i21 <= i21) && (i21 & 1) && ((__device_builtin_variable_gridDim.y) < (__device_builtin_variable_gridDim.x))) { 
# 36
q20 = ((((q20 - (__device_builtin_variable_threadIdx.y)) + i21) >= (__device_builtin_variable_blockDim.x)) ? q20 : (5)); 
# 37
const int *z22 = (nullptr); 
# 38
} else { if (q20 <= (q20 * (26L))) { 
# 39
} else { 
# 40
}  }  
# 41
} 
#endif
# 43 "v000580.cu"
static double run_grow23(int lane24, const double *input25) { 
# 44
lane24 = (lane24 ^ lane24); 
# 45
size_t h26 = lane24; 
# 46
bool t27(lane24); 
# 47
return 45; 
# 48
} 
# 49
__attribute__((visibility("hidden"))) void march28(int *__restrict__ dst29, float *__restrict__ dst30, int count31) ;
#if 0
# 49
{ 
# 50
unsigned i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
count31 = 1000; 
# 52
(*dst29) = (-2571); 
# 53
float *x33 = dst30; 
# 54
} 
#endif
# 56 "v000580.cu"
__attribute__((visibility("hidden"))) void fuse34(int *__restrict__ buf35, int len36) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern double dyn_37[]; 
# 58
int idx38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
if (idx38 >= len36) { 
# 60
return; 
# 61
}  
# 62
(*buf35) = 256; 
# 63
float idx39{(float)(buf35[(__device_builtin_variable_blockIdx.x) & (7)])}; 
# 64
} 
#endif
# 65 "v000580.cu"
int main() { 
# 66
int count40 = 2873; 
# 67
count40 = (sizeof(float)); 
# 68
unsigned long v41 = sizeof(float); 
# 69
v41 = ((4) - v41); 
# 70
(__cudaPushCallConfiguration(16, 2 * 16)) ? (void)0 : combine10_kernel(static_cast< const long *>(nullptr), nullptr, v41 + ((57) + v41)); 
# 71
(__cudaPushCallConfiguration(1, 512, 256, nullptr)) ? (void)0 : rank19(count40); 
# 72
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : march28((int *)nullptr, (float *)nullptr, v41); 
# 73
return 0; 
# 74
} 

# 1 "v000580.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9cf9ecbb_10_v000580_cu_9ffadee8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000580.cudafe1.stub.c"
#include "v000580.cudafe1.stub.c"
# 1 "v000580.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
