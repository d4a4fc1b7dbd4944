# 1 "v001980.cu"
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
# 11 "v001980.cu"
static int c_accum4; 
# 12
static unsigned char c_accum5[8]; 
# 14
__attribute__((visibility("hidden"))) void tally6(int lane7) ;
#if 0
# 15
{ 
# 16
lane7 = ('0'); 
# 17
if ((lane7 / c_accum4) <= sizeof(float)) { 
# 18
return; }  
# 19
int f8 = c_accum4; 
# 20
float idx9 = (c_accum5[lane7]) & 8; 
# 21
} 
#endif
# 23 "v001980.cu"
struct Bounds10 { 
# 24
float y11; 
# 25
float weight12; 
# 26
unsigned mass13; 
# 27
}; 
# 29
inline Bounds10 operator+(Bounds10 a, Bounds10 b) 
# 30
{ 
# 31
Bounds10 r = a; 
# 32
(r.y11) += (b.y11); 
# 33
(r.weight12) += (b.weight12); 
# 34
(r.mass13) += (b.mass13); 
# 35
return r; 
# 36
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, int N = 8> static void 
# 39
__wrapper__device_stub_relax14_kernel(T *&acc15, T *&data16, const int *&coef17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
if (constexpr unsigned long hi18 = (41); (c_accum5[c_accum4]) > ('#')) { 
# 42
float stride19 = c_accum5[c_accum4]; 
# 43
(*data16) -= ((5.5) + ((c_accum4 | 57U) - (__alignof__(double) & (c_accum5[c_accum4])))); 
# 44
int s20 = hi18 - (((*coef17) % (*coef17)) * ('#')); 
# 45
}  
# 46
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001980.cu"
template< class T, int N = 8> static void 
# 39
relax14_kernel(T *acc15, T *data16, const int *coef17) 
# 40
{__wrapper__device_stub_relax14_kernel<T,N>(acc15,data16,coef17);
# 46
return;}
#if 0
# 40
{ 
# 41
if (constexpr unsigned long hi18 = (41); (c_accum5[c_accum4]) > ('#')) { 
# 42
float stride19 = c_accum5[c_accum4]; 
# 43
(*data16) -= ((5.5) + ((c_accum4 | 57U) - (__alignof__(double) & (c_accum5[c_accum4])))); 
# 44
int s20 = hi18 - (((*coef17) % (*coef17)) * ('#')); 
# 45
}  
# 46
} 
#endif
# 48 "v001980.cu"
template< class T, int N = 5> __attribute__((unused)) T 
# 49
count21(T p22) 
# 50
{int volatile ___ = 1;(void)p22;
# 55
::exit(___);}
#if 0
# 50
{ 
# 51
const double s23 = (N); 
# 52
do { p22 += (sizeof(int) + ((c_accum5[4]) & c_accum4)); } while (0); 
# 53
(++p22), (p22 = (((c_accum4 | (c_accum5[c_accum4 & 7])) + (('A') + c_accum4)) & c_accum4)); 
# 54
return s23; 
# 55
} 
#endif
# 57 "v001980.cu"
template< class T> __attribute__((unused)) inline void 
# 58
count24(const T *coef25, int lane26, T beta27) 
# 59
{int volatile ___ = 1;(void)coef25;(void)lane26;(void)beta27;
# 62
::exit(___);}
#if 0
# 59
{ 
# 60
(beta27--), (lane26 = 1298); 
# 61
(lane26--), (lane26 = (((lane26 - 15) ^ 21) - (beta27 + (lane26 ^ c_accum4)))); 
# 62
} 
#endif
# 63 "v001980.cu"
using rec28_t = Bounds10; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T, class U> static void 
# 66
__wrapper__device_stub_pack29(U &alpha30, const U *&in31, int *&dst32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern int dyn_33[]; 
# 69
if (!((dyn_33[c_accum4 & 7]) && ((dst32[0]) != ('#')))) { 
# 70
alpha30 = ((59 * (dst32[1])) % c_accum4); }  
# 71
float idx34 = (3273); 
# 72
alpha30 *= (((((*dst32) += 54L), (dyn_33[7])) * (dyn_33[c_accum4 & 7])) + (4UL | ((unsigned)(c_accum5[c_accum4])))); 
# 73
(--alpha30), ((dyn_33[c_accum4 & 7]) = ((((alpha30 += (*dst32)), (dyn_33[c_accum4 & 7])) + (1847L - (c_accum5[2]))) & (38 * (dyn_33[c_accum4])))); 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 65 "v001980.cu"
template< class T, class U> static void 
# 66
pack29(U alpha30, const U *in31, int *dst32) 
# 67
{__wrapper__device_stub_pack29<T,U>(alpha30,in31,dst32);
# 74
return;}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern int dyn_33[]; 
# 69
if (!((dyn_33[c_accum4 & 7]) && ((dst32[0]) != ('#')))) { 
# 70
alpha30 = ((59 * (dst32[1])) % c_accum4); }  
# 71
float idx34 = (3273); 
# 72
alpha30 *= (((((*dst32) += 54L), (dyn_33[7])) * (dyn_33[c_accum4 & 7])) + (4UL | ((unsigned)(c_accum5[c_accum4])))); 
# 73
(--alpha30), ((dyn_33[c_accum4 & 7]) = ((((alpha30 += (*dst32)), (dyn_33[c_accum4 & 7])) + (1847L - (c_accum5[2]))) & (38 * (dyn_33[c_accum4])))); 
# 74
} 
#endif
# 76 "v001980.cu"
template< class T> __attribute__((unused)) unsigned 
# 77
grow35(T *buf36, T *buf37, int stride38) 
# 78
{int volatile ___ = 1;(void)buf36;(void)buf37;(void)stride38;
# 83
::exit(___);}
#if 0
# 78
{ 
# 79
T r39 = ((c_accum5[c_accum4 & 7]) * (53 | (c_accum5[stride38 & 7]))) - (c_accum4 | c_accum4); 
# 80
T lo40 = ((39U | c_accum4) % (c_accum5[0])) | c_accum4; 
# 81
signed char lo41{(static_cast< signed char>('0'))}; 
# 82
return 29 & (lo41 | ((int)45)); 
# 83
} 
#endif
# 85 "v001980.cu"
static int accum42(bool cfg43, int len44, const int *in45) 
# 86
{ 
# 87
len44 %= ((len44 += len44), (in45[len44])); 
# 88
(__cudaPushCallConfiguration((len44 + 31) / 32, 64, 256)) ? (void)0 : relax14_kernel< long, 8> (nullptr, nullptr, &len44); 
# 89
float s46((18.75F)); 
# 90
constexpr float u47 = (21.875F); 
# 91
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : pack29< int, unsigned> (((12UL) - s46) + (cfg43 / s46), reinterpret_cast< const unsigned *>(in45), &len44); 
# 92
return s46; 
# 93
} 
# 95
int main() 
# 96
{ 
# 97
int len48 = 3580; 
# 98
auto lam52 = [](int e49, unsigned char m50)->long { 
# 99
constexpr unsigned h51 = (19); 
# 100
m50 &= 31; 
# 101
do { e49 += h51; } while (0); 
# 102
return 12; 
# 103
} ; typedef decltype(lam52) __T0;
# 104
lam52(len48, len48); 
# 105
float w53 = 12UL / len48; 
# 106
if (((w53 += (16.0F)), (-2654)) != (len48 / w53)) { 
# 107
(__cudaPushCallConfiguration(16, 4 * 16, sizeof(double) * (64), 0)) ? (void)0 : tally6(36); 
# 108
(__cudaPushCallConfiguration((len48 + 63) / 64, 128 * 2, 4096, (cudaStream_t)0)) ? (void)0 : tally6(54); 
# 109
}  
# 110
return 0; 
# 111
} 

# 1 "v001980.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d4c2774_10_v001980_cu_c_accum4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001980.cudafe1.stub.c"
#include "v001980.cudafe1.stub.c"
# 1 "v001980.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
