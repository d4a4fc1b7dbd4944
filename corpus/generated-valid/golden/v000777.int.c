# 1 "v000777.cu"
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
# 8 "v000777.cu"
static unsigned short c_lerp2; 
# 10
namespace util3 { 
# 11
static void decay4_kernel(unsigned q5, int count6, float *__restrict__ dst7) ;
#if 0
# 11
{ 
# 12
unsigned idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (idx8 >= count6) { 
# 14
return; }  
# 15
if (unsigned r9 = (((q5 += 14U), (((52) & q5) | count6))); dst7 != (nullptr)) { 
# 16
int w10 = 0; 
# 17
while (w10 < w10) { 
# 18
(*dst7) = q5; 
# 19
unsigned char y11 = (15ULL); 
# 20
y11++; 
# 21
++w10; 
# 22
}  
# 23
float t12(+(((dst7 != (nullptr)) || (q5 >= (__device_builtin_variable_threadIdx.x))) ? r9 : (((*dst7) < count6) ? 2 : (__device_builtin_variable_threadIdx.x)))); 
# 24
}  
# 25
} 
#endif
# 26 "v000777.cu"
}
# 28
namespace img13 { namespace sub14 { 
# 29
__attribute__((visibility("hidden"))) void smooth15(int *data16, int *dst17) ;
#if 0
# 29
{ 
# 30
unsigned i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if ((dst17[(__device_builtin_variable_threadIdx.y) & (7)]) != 6LL) { 
# 32
(*dst17) = (((__device_builtin_variable_threadIdx.x) > (dst17[c_lerp2 & 7])) ? 14L : (data16[7])); }  
# 33
if (!(!((__device_builtin_variable_threadIdx.x) == (20)))) { 
# 34
(dst17[6]) = (i18 | ((*data16) + 31)); 
# 35
int v19(__device_builtin_variable_warpSize); 
# 36
__attribute__((unused)) static double sh_20[32]; 
# 37
}  
# 38
(*data16) = (~(((__device_builtin_variable_blockIdx.x) * c_lerp2) + (__alignof__(char) + c_lerp2))); 
# 39
} 
#endif
# 40 "v000777.cu"
}}
# 42
namespace detail21 { 
# 43
__attribute__((unused)) float accum22(int *buf23, int lane24, short p25) {int volatile ___ = 1;(void)buf23;(void)lane24;(void)p25;
# 47
::exit(___);}
#if 0
# 43
{ 
# 44
lane24 = (__device_builtin_variable_blockDim.x); 
# 45
__attribute__((unused)) static int sh_26; 
# 46
return (4.625F); 
# 47
} 
#endif
# 48 "v000777.cu"
}
# 51
static void update27(int stride28) ;
#if 0
# 51
{ 
# 52
int idx29 = __device_builtin_variable_threadIdx.x; 
# 53
float s30 = (41) - detail21::accum22(nullptr, stride28 - (__device_builtin_variable_threadIdx.x), 6 + stride28); 
# 54
s30 = c_lerp2; 
# 55
int prod31[2] = {}; 
# 56
__attribute__((unused)) static int sh_32[64]; 
# 57
(prod31[1]) = (sh_32[13]); 
# 58
if ((((__device_builtin_variable_blockIdx.z) == (2)) ? s30 : (11UL)) >= (58)) { 
# 59
return; }  
# 60
} 
#endif
# 62 "v000777.cu"
static void bump33(float p34, int stride35, const int *coef36) ;
#if 0
# 62
{ 
# 63
unsigned i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i37 >= stride35) { 
# 65
return; }  
# 66
if (detail21::accum22(const_cast< int *>(coef36), c_lerp2, 22UL) > (__device_builtin_variable_blockDim.x)) { 
# 67
return; }  
# 68
unsigned u38(i37); 
# 69
--p34; 
# 70
detail21::accum22(const_cast< int *>(coef36), (double)detail21::accum22(const_cast< int *>(coef36), p34, -31), 2 << c_lerp2); 
# 71
} 
#endif
# 73 "v000777.cu"
__attribute__((visibility("hidden"))) void scale39_kernel(int count40, int *buf41, const unsigned *__restrict__ coef42, const unsigned *input43) ;
#if 0
# 73
{ 
# 74
long sum44[5] = {(49U), (28), (18), 6L, (64)}; 
# 75
bool prod45 = buf41[count40 & 7]; 
# 76
unsigned f46[1 << (2 + 1)]{9U, (57), (21), 8U, 4U, 6U, 4U, 46U}; 
# 77
} 
#endif
# 80 "v000777.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int relax47(int n48) {int volatile ___ = 1;(void)n48;
# 85
::exit(___);}
#if 0
# 80
{ 
# 81
n48 = (19L * n48); 
# 82
(n48++), (n48 = ((n48 != (2 - c_lerp2)) ? (n48 % n48) ^ ((n48 += 18), (__device_builtin_variable_threadIdx.x)) : 35L)); 
# 83
(--n48), (n48 = (detail21::accum22((int *)nullptr, 39, c_lerp2))); 
# 84
return c_lerp2; 
# 85
} 
#endif
# 87 "v000777.cu"
int main() { 
# 88
int count49 = 1824; 
# 89
long long lo50 = (44); 
# 90
if (count49 < (count49 * count49)) { 
# 91
long r51(lo50); 
# 92
r51 = ((((4831) + lo50) >> count49) % r51); 
# 93
}  
# 94
(__cudaPushCallConfiguration(512, (2 + (2 + (2 + 2))) * 4, sizeof(double) * (32))) ? (void)0 : util3::decay4_kernel(count49, (lo50 & (61U)) + (lo50 & lo50), nullptr); 
# 95
(__cudaPushCallConfiguration(2, 1 << (2 + 4))) ? (void)0 : img13::sub14::smooth15(nullptr, (int *)nullptr); 
# 96
(__cudaPushCallConfiguration((count49 + 127) / 128, 64, 0)) ? (void)0 : update27(lo50); 
# 97
return 0; 
# 98
} 

# 1 "v000777.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ceb6e2d8_10_v000777_cu_c_lerp2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000777.cudafe1.stub.c"
#include "v000777.cudafe1.stub.c"
# 1 "v000777.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
