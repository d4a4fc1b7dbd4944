# 1 "v001365.cu"
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
# 14 "v001365.cu"
static void fuse5(unsigned long long cfg6, int *dst7) ;
#if 0
# 14
{ 
# 15
cfg6 /= cfg6; 
# 16
--(dst7[5]); 
# 17
} 
#endif
# 18 "v001365.cu"
double g_gather8 = (9); 
# 19
static int d_norm9; 
# 21
namespace _GLOBAL__N__64394a41_10_v001365_cu_566384ff __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__64394a41_10_v001365_cu_566384ff; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__64394a41_10_v001365_cu_566384ff __attribute__((visibility("hidden")))  { 
# 22
static void reduce10_kernel(unsigned char *out11, const short *input12, const int *input13, int count14) ;
#if 0
# 22
{ 
# 23
if ((count14 * 21) >= count14) { 
# 24
return; 
# 25
}  
# 26
d_norm9 = (input12[7]); 
# 27
} 
#endif
# 28 "v001365.cu"
}
# 29
static double d_gather15; 
# 31
constexpr int host_reduce16(int stride17) { 
# 32
return 4 - stride17; 
# 33
} 
# 34
const int g_sift18 = (20 + (20 + 20)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, int N = 4> static void 
# 37
__wrapper__device_stub_combine19(T &b20, T *&dst21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
unsigned flag22 = (sizeof(T)); 
# 39
if (((+b20) + 14) < (2 * d_norm9)) { 
# 40
for (int j23 = 16; j23 > 0; --j23) { 
# 41
flag22++; 
# 42
if (!dst21) { 
# 43
break; 
# 44
}  
# 45
}  
# 46
}  
# 47
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001365.cu"
template< class T, int N = 4> static void 
# 37
combine19(T b20, T *dst21) {__wrapper__device_stub_combine19<T,N>(b20,dst21);
# 47
return;}
#if 0
# 37
{ 
# 38
unsigned flag22 = (sizeof(T)); 
# 39
if (((+b20) + 14) < (2 * d_norm9)) { 
# 40
for (int j23 = 16; j23 > 0; --j23) { 
# 41
flag22++; 
# 42
if (!dst21) { 
# 43
break; 
# 44
}  
# 45
}  
# 46
}  
# 47
} 
#endif
# 49 "v001365.cu"
extern "C" {
# 50
__attribute__((visibility("hidden"))) void pivot24_kernel(const short *src25, const int *src26) ;
#if 0
# 50
{ 
# 51
if (d_norm9 > d_norm9) { 
# 52
goto out30; 
# 53
}  
# 54
d_norm9--; 
# 55
if ((src25[3]) >= d_norm9) { 
# 56
int off27 = d_gather15; 
# 57
if ((src25[off27]) <= d_norm9) { 
# 58
unsigned char t28 = (255 * (*src26)) - 2; 
# 59
int stride29 = t28; 
# 60
}  
# 61
}  
# 62
out30:; ; 
# 63
} 
#endif
# 64 "v001365.cu"
}
# 71
__attribute__((visibility("hidden"))) void map_spread32(int *data, int n) ;
#if 0
# 71
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 73 "v001365.cu"
namespace gpu33 { namespace v34 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 74
template< class T> static void 
# 75
__wrapper__device_stub_update35(const T *&input36, T *&dst37, T &b38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 75
{ 
# 76
__attribute__((unused)) extern unsigned char dyn_39[]; 
# 77
if (b38 < 1LL) { 
# 78
int lim40 = (dyn_39[4]) & 15; 
# 79
d_gather15 = d_gather15; 
# 80
}  
# 81
} 
#endif

#pragma GCC diagnostic pop

# 74 "v001365.cu"
template< class T> static void 
# 75
update35(const T *input36, T *dst37, T b38) {::gpu33::v34::__wrapper__device_stub_update35<T>(input36,dst37,b38);
# 81
return;}
#if 0
# 75
{ 
# 76
__attribute__((unused)) extern unsigned char dyn_39[]; 
# 77
if (b38 < 1LL) { 
# 78
int lim40 = (dyn_39[4]) & 15; 
# 79
d_gather15 = d_gather15; 
# 80
}  
# 81
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 83 "v001365.cu"
template< class T> static void 
# 84
__wrapper__device_stub_warp41(T *&data42, T &beta43, T *&buf44, T &beta45) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
if ((d_gather15 * (data42[d_norm9])) < (sizeof(double) + (data42[1]))) { 
# 86
if (((*data42) + 2) != (buf44[6])) { 
# 87
if (d_norm9) { 
# 88
return; 
# 89
}  
# 90
}  
# 91
}  
# 92
if (3 <= (data42[d_norm9])) { 
# 93
return; 
# 94
}  
# 95
++d_gather15; 
# 96
} 
#endif

#pragma GCC diagnostic pop

# 83 "v001365.cu"
template< class T> static void 
# 84
warp41(T *data42, T beta43, T *buf44, T beta45) {::gpu33::v34::__wrapper__device_stub_warp41<T>(data42,beta43,buf44,beta45);
# 96
return;}
#if 0
# 84
{ 
# 85
if ((d_gather15 * (data42[d_norm9])) < (sizeof(double) + (data42[1]))) { 
# 86
if (((*data42) + 2) != (buf44[6])) { 
# 87
if (d_norm9) { 
# 88
return; 
# 89
}  
# 90
}  
# 91
}  
# 92
if (3 <= (data42[d_norm9])) { 
# 93
return; 
# 94
}  
# 95
++d_gather15; 
# 96
} 
#endif
# 98 "v001365.cu"
__attribute__((visibility("hidden"))) void tally46(float p47, const float *in48) ;
#if 0
# 98
{ 
# 99
if (d_norm9) { 
# 100
goto out51; 
# 101
}  
# 102
for (int j49 = 0; j49 < d_norm9; ++j49) { 
# 103
for (int n50 = 0; n50 < j49; n50++) { 
# 104
d_norm9 = (in48[d_norm9]); 
# 105
}  
# 106
d_gather15 = ((d_norm9 & 15) & 15); 
# 107
}  
# 108
++p47; 
# 109
out51:; ; 
# 110
} 
#endif
# 111 "v001365.cu"
}}
# 113
int main() { 
# 114
int size52 = 3885; 
# 115
size52 = ((size52 += size52), host_reduce16(g_gather8)); 
# 116
if ((host_reduce16(size52)) >= ((double)((short)size52))) { 
# 117
size52 ^= ((long)((float)((12) * g_gather8))); 
# 118
size52 = ((host_reduce16(g_gather8 * g_sift18)) - sizeof(int)); 
# 119
}  
# 120
(__cudaPushCallConfiguration((size52 + 63) / 64, 64)) ? (void)0 : fuse5(22 * (size52 + g_sift18), nullptr); 
# 121
(__cudaPushCallConfiguration((size52 + 31) / 32, 256)) ? (void)0 : reduce10_kernel(nullptr, nullptr, &size52, 1698); 
# 122
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : combine19(8L, (long *)nullptr); 
# 123
return 0; 
# 124
} 

# 1 "v001365.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64394a41_10_v001365_cu_566384ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001365.cudafe1.stub.c"
#include "v001365.cudafe1.stub.c"
# 1 "v001365.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
