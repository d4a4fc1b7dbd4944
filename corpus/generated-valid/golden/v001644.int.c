# 1 "v001644.cu"
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
# 28 "v001644.cu"
__attribute__((visibility("hidden"))) void smooth11(int count12, unsigned *buf13, const float *coef14) ;
#if 0
# 28
{ 
# 29
(buf13[6])++; 
# 30
float val15 = static_cast< size_t>(42U & (count12 % (*buf13))); 
# 31
count12 = ((*coef14) - (((__device_builtin_variable_threadIdx.z) > (8)) ? __device_builtin_variable_threadIdx.z : (8))); 
# 32
constexpr size_t prod16 = (19); 
# 33
int mid17 = (prod16 * ((int)(__device_builtin_variable_blockDim.x))) % prod16; 
# 34
} 
#endif
# 36 "v001644.cu"
int reduce18(int len19, unsigned short *out20) { 
# 37
if (len19 > (out20[len19 & 7])) { 
# 38
return 47L * (len19 + (out20[len19])); 
# 39
}  
# 40
float mid21 = (((*out20) += 4), (15.625F)) - ((out20[len19]) % len19); 
# 41
return len19; 
# 42
} 
# 44
template< class T, int N> inline T 
# 45
update22(T *out23, const T *in24) { 
# 46
for (int n25 = 0; n25 < 3; ++n25) { 
# 47
if ((-n25) > 42) { 
# 48
for (int j26 = 0; j26 < n25; ++j26) { 
# 49
if (n25 != n25) { 
# 50
return reduce18(~n25, nullptr); 
# 51
}  
# 52
(out23[6]) = reduce18(62, (unsigned short *)nullptr); 
# 53
}  
# 54
auto lim27 = in24[n25 & 7]; 
# 55
lim27 = (static_cast< int>(n25)); 
# 56
}  
# 57
}  
# 58
return *out23; 
# 59
} 
# 61
namespace ops28 { 
# 62
double reduce29(const int *in30, int *out31) { 
# 63
const unsigned short v32 = +reduce18(-30, reinterpret_cast< unsigned short *>(out31)); 
# 64
(out31[v32]) -= (out31[v32 & 7]); 
# 65
(__cudaPushCallConfiguration(dim3(4 * 16, 512, 256), 4 + (4 + 248), 0, (cudaStream_t)0)) ? (void)0 : smooth11(v32, reinterpret_cast< unsigned *>(out31), reinterpret_cast< const float *>(in30)); 
# 66
return -3093; 
# 67
} 
# 68
static int d_warp33; 
# 69
}
# 71
void tally34(int lane35) { 
# 72
if (lane35 != 48) { 
# 73
return; 
# 74
}  
# 75
int iter36 = 0; 
# 76
while ((iter36 < lane35) && (iter36 == lane35)) { 
# 77
float stride37 = (3LL); 
# 78
++iter36; 
# 79
}  
# 80
lane35 %= reduce18(iter36, static_cast< unsigned short *>(nullptr)); 
# 81
lane35 = ((lane35 += 3123), iter36); 
# 82
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 84
template< class T, class U> static void 
# 85
__wrapper__device_stub_bias38_kernel(U &cfg39, U &a40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 85
{ 
# 86
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 87
if (!((tid41 & 1) && (ops28::d_warp33 > a40))) { 
# 88
U e42 = (38); 
# 89
} else { 
# 90
unsigned e43 = (23ULL + tid41) * __device_builtin_variable_warpSize; 
# 91
}  
# 92
} 
#endif

#pragma GCC diagnostic pop

# 84 "v001644.cu"
template< class T, class U> static void 
# 85
bias38_kernel(U cfg39, U a40) {__wrapper__device_stub_bias38_kernel<T,U>(cfg39,a40);
# 92
return;}
#if 0
# 85
{ 
# 86
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 87
if (!((tid41 & 1) && (ops28::d_warp33 > a40))) { 
# 88
U e42 = (38); 
# 89
} else { 
# 90
unsigned e43 = (23ULL + tid41) * __device_builtin_variable_warpSize; 
# 91
}  
# 92
} 
#endif
# 94 "v001644.cu"
int main() { 
# 95
int len44 = 777; 
# 96
if ((len44 + ((int)len44)) > len44) { 
# 97
len44 -= ('\000'); 
# 98
int iter45 = 0; 
# 99
while (iter45 < iter45) { 
# 100
constexpr float k46 = (4.625F); 
# 101
len44 *= 22; 
# 102
++iter45; 
# 103
}  
# 104
} else { if ((len44 + len44) != 57L) { 
# 105
return len44 / len44; 
# 106
}  }  
# 107
(__cudaPushCallConfiguration(dim3(2, (len44 + 31) / 32), sizeof(int) * (8), 1024, nullptr)) ? (void)0 : bias38_kernel< double, double> (len44, len44); 
# 108
return 0; 
# 109
} 

# 1 "v001644.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f688eff7_10_v001644_cu_fb7c9db0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001644.cudafe1.stub.c"
#include "v001644.cudafe1.stub.c"
# 1 "v001644.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
