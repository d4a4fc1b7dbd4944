# 1 "v001006.cu"
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
# 8 "v001006.cu"
__attribute__((visibility("hidden"))) void tile3_kernel(int *__restrict__ acc4, int stride5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (gid7 >= stride5) { 
# 12
return; 
# 13
}  
# 14
(dyn_6[__device_builtin_variable_blockIdx.x]) = stride5; 
# 15
if ((*acc4) <= (dyn_6[7])) { 
# 16
return; 
# 17
}  
# 18
if (acc4 != (nullptr)) { 
# 19
return; 
# 20
}  
# 21
int e8 = ((2) * (static_cast< float>(*acc4))) + ((4720 >> (dyn_6[gid7])) - ((2 * gid7) + gid7)); 
# 22
(--stride5), (stride5 = ('\000')); 
# 23
stride5 = gid7; 
# 24
} 
#endif
# 25 "v001006.cu"
enum Phase9 { 
# 26
FAST10 = 3, 
# 27
BLUE11, 
# 28
ON12 = 8, 
# 29
ADD13 = 11, 
# 30
BUSY14
# 31
}; 
# 33
extern "C" __attribute__((visibility("hidden"))) void apply15_kernel(const int *in16, int lane17, int count18) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_19[]; 
# 35
__attribute__((unused)) static int sh_20[((BUSY14) + ((ADD13) + ((BLUE11) + ((BUSY14) + 25)))) * 2]; 
# 36
__attribute__((unused)) static float sh_21[16]; 
# 37
} 
#endif
# 39 "v001006.cu"
extern "C" __attribute__((visibility("hidden"))) void accum22(const int *__restrict__ src23, const long long *src24, int stride25) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_26[]; 
# 41
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if (i27 >= stride25) { 
# 43
return; 
# 44
}  
# 45
if (((dyn_26[i27]) > (dyn_26[6])) || (31 > (src23[stride25 & 7]))) { 
# 46
return; 
# 47
}  
# 48
if ((((dyn_26[6]) += 14L), sizeof(double)) == i27) { 
# 49
return; 
# 50
}  
# 51
float x28 = (9.0F); 
# 52
__attribute__((unused)) static long sh_29[64]; 
# 53
switch ((unsigned)x28) { 
# 54
case 1:  
# 55
(stride25++), (stride25 = 13); 
# 56
break; 
# 57
}  
# 58
int base30 = (BUSY14); 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001006.cu"
template< class T> static void 
# 62
__wrapper__device_stub_smooth31_kernel(const T *&coef32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
static_assert((sizeof(int) == (4)), "tile must fit");
# 65
#pragma unroll
for (
# 65
int j33 = ((ADD13) + 1); j33 > 0; --j33) { }  
# 66
if (BLUE11 < (__device_builtin_variable_warpSize - (*coef32))) { 
# 67
return; 
# 68
}  
# 69
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001006.cu"
template< class T> static void 
# 62
smooth31_kernel(const T *coef32) {__wrapper__device_stub_smooth31_kernel<T>(coef32);
# 69
return;}
#if 0
# 62
{ 
# 63
static_assert((sizeof(int) == (4)), "tile must fit");
# 65
#pragma unroll
for (
# 65
int j33 = ((ADD13) + 1); j33 > 0; --j33) { }  
# 66
if (BLUE11 < (__device_builtin_variable_warpSize - (*coef32))) { 
# 67
return; 
# 68
}  
# 69
} 
#endif
# 71 "v001006.cu"
double run_clamp34(int n35, size_t cfg36, Phase9 cfg37) { 
# 72
float sum38 = (sizeof(int)); 
# 73
const char *y39 = ("raw \\n text"); 
# 74
return (10.5F); 
# 75
} 
# 77
int main() { 
# 78
int n40 = 2100; 
# 79
const char *m41 = ("warp size"); 
# 80
(__cudaPushCallConfiguration((n40 + 31) / 32, sizeof(unsigned) * ((BLUE11) + 4))) ? (void)0 : tile3_kernel(nullptr, 4865U | (m41[1])); 
# 81
if (((2 * n40) + 64) >= n40) { 
# 82
return ((((m41[0]) * (m41[1])) + n40) + n40); 
# 83
}  
# 84
(__cudaPushCallConfiguration((n40 + 127) / 128, 8 * ((ADD13) + 5), 256)) ? (void)0 : apply15_kernel(nullptr, n40, n40); 
# 85
(__cudaPushCallConfiguration(((BUSY14) + ((ON12) + 108)) * 4, (BLUE11) + ((BLUE11) + 24), 1024)) ? (void)0 : accum22(nullptr, static_cast< const long long *>(nullptr), 7UL); 
# 86
(__cudaPushCallConfiguration((n40 + 255) / 256, 512, 4096, 0)) ? (void)0 : smooth31_kernel(static_cast< const unsigned *>(nullptr)); 
# 87
return 0; 
# 88
} 

# 1 "v001006.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f5862a1_10_v001006_cu_39e5af59
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001006.cudafe1.stub.c"
#include "v001006.cudafe1.stub.c"
# 1 "v001006.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
