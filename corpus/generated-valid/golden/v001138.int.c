# 1 "v001138.cu"
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
# 18 "v001138.cu"
__attribute__((visibility("hidden"))) void reduce6_kernel(unsigned alpha7, float *dst8, unsigned long long *out9) ;
#if 0
# 18
{ 
# 19
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
#pragma unroll
for (
# 21
int n11 = 0; n11 < idx10; n11++) { 
# 22
int res12 = (48L); 
# 23
int w13 = (1) + alpha7; 
# 24
}  
# 25
} 
#endif
# 26 "v001138.cu"
__attribute__((section("__nv_managed_data__"))) static double (*m_pivot14)[32] = 0; 
# 27
enum class Color15 { High16, High17 = 6}; 
# 29
inline unsigned long long split18(int stride19) { 
# 30
for (int it20 = 0; it20 < 2; it20++) { 
# 31
signed char lim21((it20 - ((unsigned)1L)) + (stride19 - stride19)); 
# 32
lim21 = (8); 
# 33
stride19 = it20; 
# 34
}  
# 35
auto off22 = stride19; 
# 36
if (!(stride19 >= stride19)) { 
# 37
return (8 - off22) & (8 - stride19); }  
# 38
return off22 * (~stride19); 
# 39
} 
# 41
__attribute__((unused)) double blend23(unsigned alpha24, int *buf25) {int volatile ___ = 1;(void)alpha24;(void)buf25;
# 53
::exit(___);}
#if 0
# 41
{ 
# 42
int iter26 = 0; 
# 43
while (iter26 < 10) { 
# 44
int q27 = iter26; 
# 45
unsigned long long cnt28 = iter26 + q27; 
# 46
const unsigned *flag29 = (nullptr); 
# 47
++iter26; 
# 48
}  
# 49
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[23]) = (*buf25); 
# 50
__attribute__((unused)) static unsigned char sh_30[16][11]; 
# 51
Color15 f31 = Color15::High16; 
# 52
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[17]; 
# 53
} 
#endif
# 55 "v001138.cu"
float pivot32(long p33) { 
# 56
float h34 = p33; 
# 57
unsigned mid35 = (__alignof__(int)); 
# 58
if ((h34 < p33) && ((8) >= p33)) { 
# 59
return mid35 & (mid35 - ('z')); }  
# 60
return p33; 
# 61
} 
# 63
unsigned step36(const short *coef37, float b38, float b39) { 
# 64
bool acc40{true}; 
# 65
float f41 = *coef37; 
# 66
f41 = (((20.875F) + f41) - (((int)49) / b39)); 
# 67
int lim42 = ((coef37[6]) + (*coef37)) << acc40; 
# 68
static_assert((1 == 1), "size check");
# 69
lim42 = f41; 
# 70
return b39; 
# 71
} 
# 72
static long c_blend43; 
# 73
enum class Kind44: unsigned char { High45, Red46, Mul47 = 4U, Off48}; 
# 75
size_t check_split49(const int *coef50, unsigned beta51, float a52 = (24.5F)) { 
# 76
long tmp53[7] = {}; 
# 77
a52 = (-44); 
# 78
if (beta51 != (coef50[beta51])) { 
# 79
return 28; }  
# 80
(tmp53[1]) = (((coef50[beta51]) + a52) + ((beta51 - (8)) | (beta51 | (8)))); 
# 81
a52 = ((+a52) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[beta51])); 
# 82
return 1255; 
# 83
} 
# 85
inline void rank54(double *out55) { 
# 86
(out55[5]) = (*out55); 
# 87
constexpr float stride56 = (28); 
# 88
for (int n57 = 0; n57 < 11; n57++) { 
# 89
(out55[6]) = ((2829 % n57) + n57); }  
# 90
(*out55) = (out55[7]); 
# 91
(out55[1]) = (*out55); 
# 92
} 
# 94
float run_probe58(int n59) { 
# 95
(__cudaPushCallConfiguration((n59 + 63) / 64, 8 + (8 + (8 + (8 + (8 + 24)))), 8 + 1016)) ? (void)0 : reduce6_kernel(46UL, nullptr, (unsigned long long *)nullptr); 
# 96
int iter60 = 0; 
# 97
do { 
# 98
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), sizeof(int) * (8))) ? (void)0 : reduce6_kernel(8 << (iter60 * iter60), nullptr, (unsigned long long *)nullptr); 
# 99
++iter60; 
# 100
} while (iter60 < n59); 
# 101
Color15 cnt61 = Color15::High16; 
# 102
if (8 >= (n59 % n59)) { 
# 103
return ((unsigned)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[27])) % iter60; }  
# 104
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[n59 & 31]) + (9); 
# 105
} 
# 107
int main() { 
# 108
int n62 = 2585; 
# 109
double *base63 = ((double *)nullptr); 
# 110
bool off64 = (base63[7]) != ((29ULL) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[25])); 
# 111
n62 = ((((size_t)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot14)))[n62 & 31])) + (40)) * (9)); 
# 112
if (28UL != n62) { 
# 113
return -1; }  
# 114
return 0; 
# 115
} 

# 1 "v001138.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__137bbce7_10_v001138_cu_25440365
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001138.cudafe1.stub.c"
#include "v001138.cudafe1.stub.c"
# 1 "v001138.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
