# 1 "v001287.cu"
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

# 12 "v001287.cu"
template< class T, class U> static void 
# 13
__wrapper__device_stub_smooth4(U &beta5, const U *&src6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
for (int n7 = 0; n7 < 6; ++n7) { 
# 15
beta5--; 
# 16
}  
# 17
int cnt8 = *src6; 
# 18
float y9 = (-25L); 
# 19
T lim10 = cnt8; 
# 20
y9 = ((21.375F) + (lim10 * lim10)); 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001287.cu"
template< class T, class U> static void 
# 13
smooth4(U beta5, const U *src6) {__wrapper__device_stub_smooth4<T,U>(beta5,src6);
# 21
return;}
#if 0
# 13
{ 
# 14
for (int n7 = 0; n7 < 6; ++n7) { 
# 15
beta5--; 
# 16
}  
# 17
int cnt8 = *src6; 
# 18
float y9 = (-25L); 
# 19
T lim10 = cnt8; 
# 20
y9 = ((21.375F) + (lim10 * lim10)); 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24 "v001287.cu"
template< class T, int N = 7> static void 
# 25
__wrapper__device_stub_drift11(const T *&in12, char &alpha13, int &n14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
T w15 = ((15.125F)); 
# 27
if (alpha13) { 
# 28
return; 
# 29
}  
# 30
static_assert(((6 * 3) > 17), "size check");
# 31
constexpr int lim16 = ('#'); 
# 32
__attribute__((unused)) static unsigned long sh_17; 
# 33
sh_17 = lim16; 
# 34
const T *off18 = (&w15); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 24 "v001287.cu"
template< class T, int N = 7> static void 
# 25
drift11(const T *in12, char alpha13, int n14) {__wrapper__device_stub_drift11<T,N>(in12,alpha13,n14);
# 35
return;}
#if 0
# 25
{ 
# 26
T w15 = ((15.125F)); 
# 27
if (alpha13) { 
# 28
return; 
# 29
}  
# 30
static_assert(((6 * 3) > 17), "size check");
# 31
constexpr int lim16 = ('#'); 
# 32
__attribute__((unused)) static unsigned long sh_17; 
# 33
sh_17 = lim16; 
# 34
const T *off18 = (&w15); 
# 35
} 
#endif
# 37 "v001287.cu"
__attribute((noinline)) __attribute__((unused)) float pack19(int *buf20, long long *__restrict__ out21) {int volatile ___ = 1;(void)buf20;(void)out21;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
(*out21)++; 
# 39
(buf20[0])++; 
# 40
unsigned stride22[6]{(46), (3L), (13), (31), (3271), (38)}; 
# 41
return buf20[5]; 
# 42
} 
#endif
# 45 "v001287.cu"
__attribute((noinline)) __attribute__((unused)) float scatter23(unsigned *dst24) {int volatile ___ = 1;(void)dst24;
# 53
::exit(___);}
#if 0
# 45
{ 
# 46
if ((+(dst24[7])) == (dst24[5])) { 
# 47
goto finish25; 
# 48
}  
# 49
(*dst24) = (((dst24[3]) * (40)) | (5)); 
# 50
(dst24[5]) = (dst24[4]); 
# 51
finish25:; ; 
# 52
return ~((1086) % (dst24[4])); 
# 53
} 
#endif
# 55 "v001287.cu"
void warp26(int *out27, int lane28) { 
# 56
if (((*out27) | (out27[lane28 & 7])) == 38) { 
# 57
return; 
# 58
}  
# 59
--(*out27); 
# 60
} 
# 63
constexpr int bump29(int lane30, float beta31) { 
# 64
float res32 = (0.5F) * (lane30 & lane30); 
# 65
res32 = lane30; 
# 66
return beta31; 
# 67
} 
# 70
struct Particle33 { 
# 71
unsigned flag34; 
# 72
float lo35; 
# 73
int hi36; 
# 74
unsigned char z37; 
# 75
}; 
# 77
int main() { 
# 78
int size38 = 1103; 
# 79
(__cudaPushCallConfiguration(8, 16 * 8)) ? (void)0 : smooth4< int, long> (bump29(size38, (double)(-25)), nullptr); 
# 80
float hi39[2] = {(static_cast< float>(5))}; 
# 81
int res40 = bump29(hi39[1], (hi39[size38]) + size38); 
# 82
(hi39[res40 & 1]) = (14.5F); 
# 83
do { (hi39[size38]) += (sizeof(unsigned)); } while (0); 
# 84
(__cudaPushCallConfiguration((size38 + 255) / 256, 64, sizeof(int) * (128))) ? (void)0 : drift11< double, 3> ((const double *)nullptr, ~size38, size38); 
# 85
return 0; 
# 86
} 

# 1 "v001287.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ba5cef0e_10_v001287_cu_56e06d64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001287.cudafe1.stub.c"
#include "v001287.cudafe1.stub.c"
# 1 "v001287.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
