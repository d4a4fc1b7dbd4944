# 1 "v001762.cu"
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
# 7 "v001762.cu"
__attribute__((visibility("hidden"))) void scale2_kernel(float *buf3, float *buf4, const float *in5) ;
#if 0
# 8
{ 
# 9
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
(*buf4) /= (((gid6 >> (2ULL * gid6)) == gid6) ? (__device_builtin_variable_gridDim.y) << (-gid6) : (__device_builtin_variable_blockDim.x)); 
# 11
(buf3[2]) = (16.625F); 
# 12
if (((buf3[6]) / (in5[gid6])) >= (64)) { 
# 13
return; 
# 14
}  
# 15
for (int j7 = 0; j7 < 3; j7++) { 
# 16
(buf4[gid6]) = (((buf3[__device_builtin_variable_blockIdx.y]) += (*in5)), ((16.5F) * (in5[1]))); 
# 17
(buf3[j7])--; 
# 18
}  
# 19
(*buf3) = gid6; 
# 20
} 
#endif
# 22 "v001762.cu"
namespace impl8 { 
# 23
__attribute__((visibility("hidden"))) void bump9(int count10, int lane11, float *dst12) ;
#if 0
# 24
{ 
# 25
unsigned gid13 = __device_builtin_variable_threadIdx.x; 
# 26
(*dst12) *= lane11; 
# 27
if (((gid13 <= (37)) ? 4472U : lane11) < (*dst12)) { 
# 28
return; 
# 29
}  
# 30
if ((gid13 >> count10) >= (dst12[6])) { 
# 31
return; 
# 32
}  
# 33
for (int j14 = 0, j15 = 9; j14 < j15; (++j14), (--j15)) { 
# 34
short lim16 = (sizeof(double)); 
# 35
lim16 -= 37; 
# 36
__attribute__((unused)) static unsigned sh_17[8]; 
# 37
}  
# 38
} 
#endif
# 39 "v001762.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T, int N = 8> static void 
# 42
__wrapper__device_stub_sift18_kernel(T &alpha19, T &p20, unsigned &cfg21, float &p22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
for (int n23 = 9; n23 > 0; --n23) { 
# 45
__attribute__((unused)) static int sh_24[16]; 
# 46
cfg21 -= (cfg21 >> (sh_24[n23])); 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001762.cu"
template< class T, int N = 8> static void 
# 42
sift18_kernel(T alpha19, T p20, unsigned cfg21, float p22) 
# 43
{__wrapper__device_stub_sift18_kernel<T,N>(alpha19,p20,cfg21,p22);
# 48
return;}
#if 0
# 43
{ 
# 44
for (int n23 = 9; n23 > 0; --n23) { 
# 45
__attribute__((unused)) static int sh_24[16]; 
# 46
cfg21 -= (cfg21 >> (sh_24[n23])); 
# 47
}  
# 48
} 
#endif
# 50 "v001762.cu"
size_t check_count25(const unsigned char *input26) 
# 51
{ 
# 52
for (int j27 = 0; j27 < 16; ++j27) { }  
# 53
return (*input26); 
# 54
} 
# 55
int g_sift28[] = {(52UL), (-33), 61}; 
# 57
namespace impl29 { namespace inner30 { 
# 58
constexpr int host_scatter31(int lane32) 
# 59
{ 
# 60
return -27; 
# 61
} 
# 62
}}
# 63
static int c_warp33; 
# 65
__attribute__((unused)) int drift34(int lane35, const long long *__restrict__ input36, double b37) 
# 66
{int volatile ___ = 1;(void)lane35;(void)input36;(void)b37;
# 71
::exit(___);}
#if 0
# 66
{ 
# 67
const float *mid38 = reinterpret_cast< const float *>(input36); 
# 68
int off39[8] = {3, 7, static_cast< int>(b37), (47UL)}; 
# 69
(off39[3])--; 
# 70
return (((((off39[__device_builtin_variable_blockDim.y]) += lane35), c_warp33) * 61UL) <= lane35) ? __device_builtin_variable_gridDim.x : (b37 - (2)); 
# 71
} 
#endif
# 73 "v001762.cu"
double count40(int *dst41, double alpha42, int lane43) 
# 74
{ 
# 75
++alpha42; 
# 76
(*dst41) &= 0; 
# 77
const bool lo44 = (7 * lane43) >= lane43; 
# 78
return lo44; 
# 79
} 
# 81
float kick45(int count46, float a47, int lane48 = 3420U) 
# 82
{ 
# 83
static_assert(((7 * 5) == 35));
# 84
count40(&count46, count46, count40(&lane48, lane48, count46)); 
# 85
for (int n49 = 15; n49 > 0; --n49) { 
# 86
a47 = (check_count25((const unsigned char *)nullptr)); 
# 87
if (((g_sift28[count46]) - 3) != count46) { 
# 88
break; 
# 89
}  
# 90
if (a47 >= (sizeof(long))) { 
# 91
return 20; 
# 92
}  
# 93
}  
# 94
return lane48; 
# 95
} 
# 97
int main() 
# 98
{ 
# 99
int len50 = 1156; 
# 100
len50 = impl29::inner30::host_scatter31(len50 % 23UL); 
# 101
len50 &= len50; 
# 102
len50 /= (g_sift28[len50]); 
# 103
(__cudaPushCallConfiguration((len50 + 255) / 256, 512)) ? (void)0 : scale2_kernel((float *)nullptr, nullptr, (const float *)nullptr); 
# 104
(__cudaPushCallConfiguration((len50 + 31) / 32, 512, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : impl8::bump9(count40(&len50, 8 / (g_sift28[len50]), ((len50 += 15UL), 34)), (g_sift28[1]) + ((g_sift28[1]) - 21L), (float *)nullptr); 
# 105
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : sift18_kernel< long, 2> (-64, 60, check_count25(nullptr), kick45(len50, check_count25((const unsigned char *)nullptr), sizeof(size_t) >> len50)); 
# 106
return 0; 
# 107
} 

# 1 "v001762.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__627f30ee_10_v001762_cu_1aab3573
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001762.cudafe1.stub.c"
#include "v001762.cudafe1.stub.c"
# 1 "v001762.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
