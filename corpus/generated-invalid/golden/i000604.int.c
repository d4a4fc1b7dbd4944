# 1 "i000604.cu"
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
# 8 "i000604.cu"
__attribute__((unused)) float bump3(float *__restrict__ out4) 
# 9
{int volatile ___ = 1;(void)out4;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
(*out4) = ((-(out4[5])) - (25)); 
# 11
static_assert((59 == 59), "bad config");
# 12
if (!((out4[3]) <= (out4[3]))) { 
# 13
return (15.375F) - (out4[4]); }  
# 14
return 43; 
# 15
} 
#endif
# 17 "i000604.cu"
__attribute__((visibility("hidden"))) void kick5(int count6, int len7, double b8) ;
#if 0
# 18
{ 
# 19
int tmp9 = len7; 
# 20
if ((len7 & 1) && (b8 != tmp9)) { 
# 21
goto finish10; 
# 22
}  
# 23
if ((len7 > 53UL) || (b8 < count6)) { 
# 24
return; }  
# 25
tmp9 = (1406 >> (tmp9 * (count6 * count6))); 
# 26
finish10:; ; 
# 27
} 
#endif
# 29 "i000604.cu"
struct Pixel11 { 
# 30
unsigned weight12; 
# 31
float val13; 
# 32
short val14; 
# 33
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 35
__attribute__((unused)) static int tally15(short b16) 
# 36
{int volatile ___ = 1;(void)b16;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
b16 -= (((b16 & 28) * (b16 - b16)) % 8); 
# 38
static_assert(((27 * 2) > 53));
# 39
return static_cast< unsigned char>(b16); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 42 "i000604.cu"
__attribute__((visibility("hidden"))) void combine17_kernel(const int *input18) ;
#if 0
# 42
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "i000604.cu"
template< class T> static void 
# 45
__wrapper__device_stub_decay19(T &b20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
T m21 = b20; 
# 48
T w22 = (b20 + 64) * bump3(static_cast< float *>(nullptr)); 
# 49
T diff23 = (((m21 += m21), m21)); 
# 50
if ((w22 >= w22) && (m21 < b20)) { 
# 51
return; }  
# 52
diff23 /= (23.875); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 44 "i000604.cu"
template< class T> static void 
# 45
decay19(T b20) 
# 46
{__wrapper__device_stub_decay19<T>(b20);
# 53
return;}
#if 0
# 46
{ 
# 47
T m21 = b20; 
# 48
T w22 = (b20 + 64) * bump3(static_cast< float *>(nullptr)); 
# 49
T diff23 = (((m21 += m21), m21)); 
# 50
if ((w22 >= w22) && (m21 < b20)) { 
# 51
return; }  
# 52
diff23 /= (23.875); 
# 53
} 
#endif
# 54 "i000604.cu"
static_assert(((3 * 9) > 26));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 56
__attribute__((unused)) static char blend24(int *__restrict__ out25, int lane26, int stride27) 
# 57
{int volatile ___ = 1;(void)out25;(void)lane26;(void)stride27;
# 64
::exit(___);}
#if 0
# 57
{ 
# 58
float s28 = (28); 
# 59
Pixel11 base29 = {7U, s28, (12L)}; 
# 60
tally15(base29.val13); 
# 61
stride27 = (bump3(nullptr) + (stride27 * ((out25[1]) % 8))); 
# 62
int res30 = base29.val14; 
# 63
return res30; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 66 "i000604.cu"
__attribute__((visibility("hidden"))) void weigh31(const long *__restrict__ coef32, int n33, int *dst34, double q35) ;
#if 0
# 67
{ 
# 68
float tmp36 = (46) & ((blend24(nullptr, 42, q35)) - 43LL); 
# 69
int s37 = ((blend24(&n33, 62, tmp36)) % 8) | 63; 
# 70
Pixel11 diff38{37U, (20.125F), (static_cast< short>((int)3471))}; 
# 71
blend24(&n33, (diff38.weight12) & (2), q35); 
# 72
} 
#endif
# 73 "i000604.cu"
typedef double *ptr39_t; 
# 74
static float d_norm40[8]; 
# 76
namespace img41 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 77
template< class T, int N = 2> static void 
# 78
__wrapper__device_stub_mix42_kernel(T *&dst43, char &p44) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 79
{ 
# 80
static_assert((sizeof(int) == (4)), "expected value");
# 81
int sum45 = 58 % (p44 % 8); 
# 82
Pixel11 stride46 = {static_cast< unsigned>(p44), (4.0F), 22}; 
# 83
if (!(N <= (stride46.val14))) { 
# 84
return; }  
# 85
if (p44) { 
# 86
return; }  
# 87
} 
#endif

#pragma GCC diagnostic pop

# 77 "i000604.cu"
template< class T, int N = 2> static void 
# 78
mix42_kernel(T *dst43, char p44) 
# 79
{::img41::__wrapper__device_stub_mix42_kernel<T,N>(dst43,p44);
# 87
return;}
#if 0
# 79
{ 
# 80
static_assert((sizeof(int) == (4)), "expected value");
# 81
int sum45 = 58 % (p44 % 8); 
# 82
Pixel11 stride46 = {static_cast< unsigned>(p44), (4.0F), 22}; 
# 83
if (!(N <= (stride46.val14))) { 
# 84
return; }  
# 85
if (p44) { 
# 86
return; }  
# 87
} 
#endif
# 89 "i000604.cu"
__attribute__((unused)) int weigh47(int n48, int lane49) 
# 90
{int volatile ___ = 1;(void)n48;(void)lane49;
# 99
::exit(___);}
#if 0
# 90
{ 
# 91
auto flag50 = bump3(d_norm40); 
# 92
flag50 = n48; 
# 93
bump3(static_cast< float *>(nullptr)); 
# 94
Pixel11 mid51{9U, (float)((d_norm40[7]) + n48), (static_cast< short>(31))}; 
# 95
(++n48), ((d_norm40[n48]) = (52)); 
# 96
tally15(bump3(d_norm40)); 
# 97
int sum52 = (7) - (d_norm40[n48]); 
# 98
return 19LL; 
# 99
} 
#endif
# 100 "i000604.cu"
}
# 101
inline namespace { 
# 102
void hidden_kernel56(int *p) ;
#if 0
# 102
{ (p[0]) = 0; } 
#endif
# 103 "i000604.cu"
}
# 105
int main() 
# 106
{ 
# 107
int len53 = 3305; 
# 108
auto off54 = 47; 
# 109
--off54; 
# 110
int iter55 = 0; 
# 111
do { 
# 112
if ((len53 <= off54) && (iter55 > iter55)) { 
# 113
continue; }  
# 114
if (16L <= (len53 ^ len53)) { 
# 115
return iter55; }  
# 116
++iter55; 
# 117
} while ((iter55 < off54) && ((len53 > off54) || (off54 >= 8U))); 
# 118
(__cudaPushCallConfiguration((iter55 + 255) / 256, 16 * 2)) ? (void)0 : kick5(off54, 40, iter55); 
# 119
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : combine17_kernel(&off54); 
# 120
(__cudaPushCallConfiguration(256, 256)) ? (void)0 : decay19< unsigned> (20); 
# 121
return 0; 
# 122
} 

# 1 "i000604.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73da98e6_10_i000604_cu_f4d8336c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000604.cudafe1.stub.c"
#include "i000604.cudafe1.stub.c"
# 1 "i000604.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
