# 1 "i000588.cu"
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
# 8 "i000588.cu"
static unsigned g_probe4; 
# 9
typedef int idx5_t; 
# 10
__attribute__((visibility("hidden"))) void warp6(unsigned *out7, int lane8) ;
#if 0
# 11
{ 
# 12
lane8++; 
# 13
lane8++; 
# 14
--lane8; 
# 15
for (int i9 = 0; i9 < 16; ++i9) { 
# 16
lane8 = (i9 * (((lane8 + 3) > i9) ? 3294 : lane8)); 
# 17
}  
# 18
lane8--; 
# 19
constexpr float cnt10 = (27UL); 
# 20
} 
#endif
# 21 "i000588.cu"
namespace kern11 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, int N> static void 
# 23
__wrapper__device_stub_tile12_kernel(T *&dst13, float &beta14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
float *base15 = &beta14; 
# 27
#pragma unroll
for (
# 27
int n16 = 0, j17 = 8; n16 < j17; (++n16), (--j17)) { 
# 28
beta14++; 
# 29
}  
# 30
float lo18[5] = {(13.125F)}; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 22 "i000588.cu"
template< class T, int N> static void 
# 23
tile12_kernel(T *dst13, float beta14) 
# 24
{::kern11::__wrapper__device_stub_tile12_kernel<T,N>(dst13,beta14);
# 31
return;}
#if 0
# 24
{ 
# 25
float *base15 = &beta14; 
# 27
#pragma unroll
for (
# 27
int n16 = 0, j17 = 8; n16 < j17; (++n16), (--j17)) { 
# 28
beta14++; 
# 29
}  
# 30
float lo18[5] = {(13.125F)}; 
# 31
} 
#endif
# 32 "i000588.cu"
typedef int idx19_t; 
# 33
void smooth20(idx5_t stride21, idx5_t len22, bool a23) 
# 34
{ 
# 35
float t24{(13.25F)}; 
# 36
a23 = ((+a23) < 29); 
# 37
if (((stride21 - 64) <= 3) || a23) { 
# 38
unsigned mid25 = t24; 
# 39
}  
# 40
constexpr double q26 = (18.375); 
# 41
unsigned x27[2] = {}; 
# 42
} 
# 43
}
# 44
void probe28(int *data29, unsigned *out30) 
# 45
{ 
# 46
if ((!out30) && ((data29[4]) > 41)) { 
# 47
return; 
# 48
}  
# 49
(*out30) = (*out30); 
# 50
} 
# 51
inline double blend31(int n32, long long a33, float *acc34) 
# 52
{ 
# 53
++(*acc34); 
# 54
kern11::smooth20(a33 | (n32 - 13), ((a33 += a33), ((a33 += (59)), n32)), (a33 == (*acc34)) && (acc34 == (nullptr))); 
# 55
int cnt35 = (-8); 
# 56
return cnt35; 
# 57
} 
# 58
idx5_t scatter36(idx5_t n37, unsigned long *buf38, unsigned a39) 
# 59
{ 
# 60
if ((14) != (buf38[n37])) { 
# 61
for (int i40 = 0; i40 < (3 + 2); ++i40) { 
# 62
n37++; 
# 63
if ((sizeof(float) - (buf38[i40 & 7])) > ((blend31(6, i40, reinterpret_cast< float *>(buf38)) <= n37) ? blend31(i40, 'a', nullptr) : (64))) { 
# 64
constexpr idx5_t u41 = 36; 
# 65
n37++; 
# 66
}  
# 67
}  
# 68
}  
# 69
return blend31(~(a39 * n37), blend31(blend31(644, buf38[n37], reinterpret_cast< float *>(buf38)), (15) * (buf38[n37]), reinterpret_cast< float *>(buf38)), reinterpret_cast< float *>(buf38)); 
# 70
} 
# 71
float weigh42(long long beta43 = 64) 
# 72
{ 
# 73
for (int it44 = 0, j45 = 9; it44 < j45; (++it44), (--j45)) { 
# 74
--beta43; 
# 75
(__cudaPushCallConfiguration((it44 + 127) / 128, (64 + (1 << (3 + 3))) + 384, 0)) ? (void)0 : kern11::tile12_kernel< int, 4> (nullptr, ((56) - beta43) >> (it44 * j45)); 
# 76
(__cudaPushCallConfiguration(3 + (3 + 10), 256)) ? (void)0 : warp6(nullptr, blend31(64, 2872, (float *)nullptr) * it44); 
# 77
}  
# 78
double lim46 = (g_probe4 * (beta43 + (15.0F))) + blend31(beta43, g_probe4, nullptr); 
# 79
return scatter36((g_probe4 % (22)) + (g_probe4 % beta43), nullptr, (g_probe4 * 36UL) ? scatter36(lim46, static_cast< size_t *>(nullptr), 206UL) : (g_probe4 ^ beta43)); 
# 80
} 
# 81
__attribute__((visibility("hidden"))) void probe_kernel49(int *p, int n) ;
#if 0
# 82
{ 
# 83
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
if (i < n) { (p[i]) = i; }  
# 85
} 
#endif
# 86 "i000588.cu"
__attribute__((visibility("hidden"))) void parent_kernel50(int *p, int n) ;
#if 0
# 87
{ 
# 88
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel49(p, n); 
# 89
} 
#endif
# 90 "i000588.cu"
int main() 
# 91
{ 
# 92
int len47 = 3908; 
# 93
constexpr double z48 = (-(18.75)); 
# 94
len47 = z48; 
# 95
return 0; 
# 96
} 

# 1 "i000588.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8fe81e31_10_i000588_cu_6cbd4bd3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000588.cudafe1.stub.c"
#include "i000588.cudafe1.stub.c"
# 1 "i000588.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
