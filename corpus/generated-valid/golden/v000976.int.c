# 1 "v000976.cu"
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
# 15 "v000976.cu"
struct Acc5 { 
# 16
int sum6, val7; 
# 17
float w8; 
# 18
}; 
# 20
class Stats9 { 
# 21
int val12; 
# 23
public: Stats9(int init13) : val12(init13) { } 
# 24
int total14() const { 
# 25
return 22 >> (val12); 
# 26
} 
# 27
}; 
# 28
static unsigned d_probe15; 
# 30
int sift16(int lane17) { 
# 31
Stats9 hi18(lane17); 
# 32
if ((~lane17) >= (lane17 * (' '))) { 
# 33
hi18.total14(); 
# 34
double f19[8] = {}; 
# 35
}  
# 36
return lane17 | 32U; 
# 37
} 
# 38
static_assert((61 > 60), "tile must fit");
# 40
__attribute__((visibility("hidden"))) void smooth20(Acc5 beta21, int stride22, float *buf23) ;
#if 0
# 40
{ 
# 41
unsigned long long idx24 = ((int)((35) % (__device_builtin_variable_blockDim.z))) - (8 | (beta21.sum6)); 
# 42
idx24 = (((beta21.val7) / d_probe15) - (54L * stride22)); 
# 43
} 
#endif
# 45 "v000976.cu"
float run_mix25(const float *input26) { 
# 46
int val27 = (' ') + ((input26[2]) - (45)); 
# 47
val27 = (25UL); 
# 48
static_assert((sizeof(int) == (4)));
# 49
(__cudaPushCallConfiguration(512, 1 << 7, sizeof(float) * (256))) ? (void)0 : smooth20(Acc5{(int)((60) + (*input26)), (u'\x23'), static_cast< float>(input26[1])}, ((input26[val27]) > (input26[3])) ? (input26[3]) - (44L) : (val27 * val27), const_cast< float *>(input26)); 
# 50
return 8 & (-val27); 
# 51
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T, class U> static void 
# 54
__wrapper__device_stub_smooth28_kernel(const U *&input29, T &b30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (((*input29) + 'z') < (d_probe15 & (15))) { 
# 57
if (d_probe15 + (8)) { 
# 58
b30 = (((d_probe15 * b30) * ((8) * (__device_builtin_variable_blockIdx.x))) - (input29[5])); 
# 59
if (i31 > i31) { 
# 60
return; }  
# 61
} else { 
# 62
short s32 = d_probe15; 
# 63
}  
# 64
}  
# 65
} 
#endif

#pragma GCC diagnostic pop

# 53 "v000976.cu"
template< class T, class U> static void 
# 54
smooth28_kernel(const U *input29, T b30) {__wrapper__device_stub_smooth28_kernel<T,U>(input29,b30);
# 65
return;}
#if 0
# 54
{ 
# 55
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (((*input29) + 'z') < (d_probe15 & (15))) { 
# 57
if (d_probe15 + (8)) { 
# 58
b30 = (((d_probe15 * b30) * ((8) * (__device_builtin_variable_blockIdx.x))) - (input29[5])); 
# 59
if (i31 > i31) { 
# 60
return; }  
# 61
} else { 
# 62
short s32 = d_probe15; 
# 63
}  
# 64
}  
# 65
} 
#endif
# 67 "v000976.cu"
int main() { 
# 68
int len33 = 3241; 
# 69
int prod34 = 3 - ((len33 % len33) * (1263 / len33)); 
# 70
prod34 = (len33 & len33); 
# 71
(__cudaPushCallConfiguration((prod34 + 63) / 64, 128, 0)) ? (void)0 : smooth28_kernel((const float *)nullptr, static_cast< unsigned>(len33 - prod34)); 
# 72
return 0; 
# 73
} 

# 1 "v000976.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c00e4cd_10_v000976_cu_95bd4cc3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000976.cudafe1.stub.c"
#include "v000976.cudafe1.stub.c"
# 1 "v000976.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
