# 1 "i000296.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "i000296.cu"
template< class T> static void 
# 9
__wrapper__device_stub_bias3(T &alpha4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
alpha4--; 
# 12
alpha4 += (((gid5 - gid5) % 6) & 15); 
# 13
--alpha4; 
# 14
int x6((gid5 % 33) | (gid5 | 35)); 
# 15
} 
#endif

#pragma GCC diagnostic pop

# 8 "i000296.cu"
template< class T> static void 
# 9
bias3(T alpha4) {__wrapper__device_stub_bias3<T>(alpha4);
# 15
return;}
#if 0
# 9
{ 
# 10
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
alpha4--; 
# 12
alpha4 += (((gid5 - gid5) % 6) & 15); 
# 13
--alpha4; 
# 14
int x6((gid5 % 33) | (gid5 | 35)); 
# 15
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 17 "i000296.cu"
__attribute((noinline)) __attribute__((unused)) static int reduce7(size_t beta8, int count9, long *__restrict__ dst10) {int volatile ___ = 1;(void)beta8;(void)count9;(void)dst10;
# 25
::exit(___);}
#if 0
# 17
{ 
# 18
if (count9 - beta8) { 
# 19
return beta8 - beta8; 
# 20
}  
# 21
if ((51) >= beta8) { 
# 22
return 7; 
# 23
}  
# 24
return (((~(__device_builtin_variable_gridDim.x)) * (static_cast< int>(beta8))) < beta8) ? count9 - ((24U) + beta8) : ((beta8 % (35U)) & (15)); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 27 "i000296.cu"
namespace gpu11 { namespace sub12 { 
# 28
struct __attribute((aligned(8))) Bounds13 { 
# 29
int id14; 
# 30
int count15; 
# 31
}; 
# 33
__attribute__((unused)) unsigned apply16(const float *in17) {int volatile ___ = 1;(void)in17;
# 38
::exit(___);}
#if 0
# 33
{ 
# 34
unsigned f18{(unsigned)(*in17)}; 
# 35
f18 = (((in17[3]) < f18) ? *in17 : (f18 + f18)); 
# 36
f18 = ((__device_builtin_variable_blockDim.x) & (15)); 
# 37
return +(((-0) + f18) & (32)); 
# 38
} 
#endif
# 40 "i000296.cu"
__attribute__((unused)) float shade19(Bounds13 beta20, int lane21, unsigned q22) {int volatile ___ = 1;(void)beta20;(void)lane21;(void)q22;
# 44
::exit(___);}
#if 0
# 40
{ 
# 41
Bounds13 base23 = {39, 9}; 
# 42
beta20 = base23; 
# 43
return (((beta20.id14) * (__device_builtin_variable_gridDim.x)) & (15)) & (60L * ((base23.id14) + (beta20.id14))); 
# 44
} 
#endif
# 45 "i000296.cu"
}}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 47
__attribute__((unused)) static void step24(int n25) {int volatile ___ = 1;(void)n25;
# 51
::exit(___);}
#if 0
# 47
{ 
# 48
int sum26 = (__device_builtin_variable_threadIdx.x) & (15); 
# 49
unsigned lo27 = static_cast< long>(static_cast< signed char>(n25 * sum26)); 
# 50
lo27 += (36); 
# 51
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "i000296.cu"
template< class T, int N> static void 
# 55
__wrapper__device_stub_fuse28(T &q29, T *&dst30, const double *&coef31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
float r32[2] = {}; 
# 57
q29++; 
# 58
if (!((__device_builtin_variable_threadIdx.x) == (r32[1]))) { 
# 59
return; 
# 60
}  
# 61
int lim33 = +((sizeof(T) & (__device_builtin_variable_blockDim.y)) & (N)); 
# 62
lim33 = (dst30[0]); 
# 63
--(r32[lim33]); 
# 64
gpu11::sub12::Bounds13 s34 = gpu11::sub12::Bounds13{}; 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 54 "i000296.cu"
template< class T, int N> static void 
# 55
fuse28(T q29, T *dst30, const double *coef31) {__wrapper__device_stub_fuse28<T,N>(q29,dst30,coef31);
# 65
return;}
#if 0
# 55
{ 
# 56
float r32[2] = {}; 
# 57
q29++; 
# 58
if (!((__device_builtin_variable_threadIdx.x) == (r32[1]))) { 
# 59
return; 
# 60
}  
# 61
int lim33 = +((sizeof(T) & (__device_builtin_variable_blockDim.y)) & (N)); 
# 62
lim33 = (dst30[0]); 
# 63
--(r32[lim33]); 
# 64
gpu11::sub12::Bounds13 s34 = gpu11::sub12::Bounds13{}; 
# 65
} 
#endif
# 67 "i000296.cu"
static void rank35_kernel(float *__restrict__ buf36, int n37, float q38, int *dst39) ;
#if 0
# 67
{ 
# 68
int idx40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (idx40 >= n37) { 
# 70
return; 
# 71
}  
# 72
--(buf36[2]); 
# 73
int iter41 = 0; 
# 74
while ((iter41 < 11) && (44LL < (idx40 & 15))) { 
# 76
#pragma unroll 8
for (
# 76
int n42 = 0; n42 < n37; n42 += 1) { 
# 77
long long hi43 = n37 & 15; 
# 78
(*buf36) *= n37; 
# 79
}  
# 80
++iter41; 
# 81
}  
# 82
if (iter41 < (static_cast< float>(iter41))) { 
# 83
return; 
# 84
}  
# 85
} 
#endif
# 87 "i000296.cu"
unsigned host_pivot44(const int *src45, float *__restrict__ acc46, int lane47) { 
# 88
lane47 %= (2U ^ ((*src45) & 15)); 
# 89
double s48[2]{(2), ((14.5F))}; 
# 90
char w49[4 * 2] = {(127U), (static_cast< char>(17L)), (static_cast< char>('#')), static_cast< char>(896UL ^ (src45[lane47])), (56U), (21ULL), ((char)(static_cast< unsigned char>('A'))), (10)}; 
# 91
lane47 = (acc46[lane47 & 7]); 
# 92
return 59ULL; 
# 93
} 
# 94
__attribute__((visibility("hidden"))) void probe_kernel54(int *p, int n) ;
#if 0
# 95
{ 
# 96
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 97
if (i < n) { (p[i]) = i; }  
# 98
} 
#endif
# 99 "i000296.cu"
__attribute__((visibility("hidden"))) void parent_kernel55(int *p, int n) ;
#if 0
# 100
{ 
# 101
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel54(p, n); 
# 102
} 
#endif
# 104 "i000296.cu"
int main() { 
# 105
int count50 = 1628; 
# 106
int w51[2]{3830, count50}; 
# 107
gpu11::sub12::Bounds13 prod52 = {33, ('#')}; 
# 108
char e53[3] = {}; 
# 109
count50 += (((unsigned)(53 | count50)) % ((41UL + count50) + (34))); 
# 110
(__cudaPushCallConfiguration((count50 + 127) / 128, 32, sizeof(float) * (256), nullptr)) ? (void)0 : bias3(static_cast< long>(count50 & 15)); 
# 111
(__cudaPushCallConfiguration(512, 32 * 8, 0, (cudaStream_t)0)) ? (void)0 : fuse28< int, 5> (((prod52.count15) % (w51[count50])) / (e53[1]), (int *)nullptr, nullptr); 
# 112
(__cudaPushCallConfiguration(128, 512, 0, 0)) ? (void)0 : rank35_kernel(nullptr, (53 | (e53[1])) - (prod52.count15), (int)47ULL, &count50); 
# 113
return 0; 
# 114
} 

# 1 "i000296.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4f52700a_10_i000296_cu_2ec7cace
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000296.cudafe1.stub.c"
#include "i000296.cudafe1.stub.c"
# 1 "i000296.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
