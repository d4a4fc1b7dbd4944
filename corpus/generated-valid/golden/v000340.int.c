# 1 "v000340.cu"
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
# 19 "v000340.cu"
__attribute__((visibility("hidden"))) void weigh4_kernel(char a5) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern long dyn_6[]; 
# 21
a5++; 
# 22
int x7((-50)); 
# 23
{ 
# 24
a5 = (__device_builtin_variable_gridDim.z); 
# 25
__attribute__((unused)) static int sh_8[8]; 
# 26
} 
# 27
} 
#endif
# 29 "v000340.cu"
int norm9(int *acc10) { 
# 30
for (int j11 = 0, j12 = 7; j11 < j12; (++j11), (--j12)) { 
# 31
float v13 = (__alignof__(int)); 
# 32
}  
# 33
if ((acc10[7]) <= (((acc10[3]) += (*acc10)), 25U)) { 
# 34
(acc10[3]) = 28; 
# 35
(acc10[6]) = (33U); 
# 36
}  
# 37
return acc10[4]; 
# 38
} 
# 39
static double d_fuse14; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T, int N> static void 
# 42
__wrapper__device_stub_shade15(T &p16, int *&buf17, const T *&input18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(buf17[idx19]) >>= (norm9(nullptr) + N); 
# 45
if (buf17[5]) { 
# 46
if ((unsigned char)__device_builtin_variable_warpSize) { 
# 47
return; 
# 48
}  
# 49
}  
# 50
if (__device_builtin_variable_warpSize != d_fuse14) { 
# 51
p16 = (23.5F); 
# 52
}  
# 53
(buf17[__device_builtin_variable_threadIdx.x]) <<= norm9(buf17); 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 41 "v000340.cu"
template< class T, int N> static void 
# 42
shade15(T p16, int *buf17, const T *input18) {__wrapper__device_stub_shade15<T,N>(p16,buf17,input18);
# 54
return;}
#if 0
# 42
{ 
# 43
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
(buf17[idx19]) >>= (norm9(nullptr) + N); 
# 45
if (buf17[5]) { 
# 46
if ((unsigned char)__device_builtin_variable_warpSize) { 
# 47
return; 
# 48
}  
# 49
}  
# 50
if (__device_builtin_variable_warpSize != d_fuse14) { 
# 51
p16 = (23.5F); 
# 52
}  
# 53
(buf17[__device_builtin_variable_threadIdx.x]) <<= norm9(buf17); 
# 54
} 
#endif
# 56 "v000340.cu"
namespace gpu20 { namespace v21 { 
# 57
template< class T> 
# 58
struct Pixel22 { 
# 59
T sum23; 
# 60
char id24; 
# 61
}; 
# 63
static void march25_kernel(const int *in26, float *buf27, int stride28, int *dst29) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern double dyn_30[]; 
# 65
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
if (tid31 >= stride28) { 
# 67
return; 
# 68
}  
# 69
int cnt32 = (short)stride28; 
# 70
unsigned base33 = tid31; 
# 71
(buf27[6]) = (norm9(dst29)); 
# 72
} 
#endif
# 74 "v000340.cu"
static void fuse34_kernel(long *acc35, double cfg36, int lane37) ;
#if 0
# 74
{ 
# 75
int gid38 = __device_builtin_variable_threadIdx.x; 
# 76
if (gid38 >= lane37) { 
# 77
return; 
# 78
}  
# 79
norm9(nullptr); 
# 80
lane37 = ((double)(4.875)); 
# 81
Pixel22< unsigned>  v39 = Pixel22< unsigned> {}; 
# 82
int flag40 = norm9(reinterpret_cast< int *>(acc35)); 
# 83
} 
#endif
# 84 "v000340.cu"
}}
# 86
double check_pack41(int len42, float alpha43, float *data44) { 
# 87
for (int n45 = 0, j46 = 9; n45 < j46; (++n45), (--j46)) { 
# 88
alpha43 += (norm9(reinterpret_cast< int *>(data44))); 
# 89
}  
# 90
double y47 = norm9(static_cast< int *>(nullptr)); 
# 91
len42 -= (len42 - 9); 
# 92
len42 = ((alpha43 - (len42 * __alignof__(double))) * ((unsigned)(static_cast< float>(4)))); 
# 93
return len42; 
# 94
} 
# 96
int main() { 
# 97
int len48 = 1954; 
# 98
switch (norm9(nullptr)) { 
# 99
case 5:  
# 100
case 2 + 5:  
# 101
if ((static_cast< size_t>(len48)) == (12)) { 
# 102
break; 
# 103
}  
# 104
break; 
# 105
case 1:  
# 106
if (('\a') == (len48 * len48)) { 
# 107
break; 
# 108
}  
# 109
[[fallthrough]] ; 
# 110
case 2 + (2 + 7):  
# 111
break; 
# 112
default:  
# 113
(__cudaPushCallConfiguration((len48 + 63) / 64, 24 + (2 + 102))) ? (void)0 : gpu20::v21::fuse34_kernel(static_cast< long *>(nullptr), (len48 - len48) * len48, (2395 + len48) << len48); 
# 114
break; 
# 115
}  
# 116
(__cudaPushCallConfiguration((len48 + 255) / 256, 256, 0, nullptr)) ? (void)0 : weigh4_kernel(50); 
# 117
(__cudaPushCallConfiguration((len48 + 255) / 256, ((dim3)((len48 + 63) / 64)))) ? (void)0 : shade15< double, 2> (2 + (len48 - len48), (int *)nullptr, nullptr); 
# 118
(__cudaPushCallConfiguration((len48 + 63) / 64, 128)) ? (void)0 : gpu20::v21::march25_kernel((const int *)nullptr, nullptr, 11, (int *)nullptr); 
# 119
return 0; 
# 120
} 

# 1 "v000340.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f50e2a7_10_v000340_cu_48d64266
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000340.cudafe1.stub.c"
#include "v000340.cudafe1.stub.c"
# 1 "v000340.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
