# 1 "v002172.cu"
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
# 10 "v002172.cu"
template< class T> __attribute__((unused)) T 
# 11
sift5(T b6, int stride7, T alpha8) {int volatile ___ = 1;(void)b6;(void)stride7;(void)alpha8;
# 15
::exit(___);}
#if 0
# 11
{ 
# 12
b6 = stride7; 
# 13
++b6; 
# 14
return (20.0F); 
# 15
} 
#endif
# 16 "v002172.cu"
typedef size_t *ptr9_t; 
# 18
__attribute__((visibility("hidden"))) void rank10_kernel(int lane11, int count12) ;
#if 0
# 18
{ 
# 19
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (i13 >= count12) { 
# 21
return; 
# 22
}  
# 23
lane11 = ((int)count12); 
# 24
int z14 = static_cast< float>(sift5(static_cast< float>(~count12), 14 % i13, (6.0F))); 
# 25
} 
#endif
# 26 "v002172.cu"
static unsigned d_fuse15; 
# 28
__attribute((always_inline)) __attribute__((unused)) static inline double fold16(bool q17, char a18) {int volatile ___ = 1;(void)q17;(void)a18;
# 33
::exit(___);}
#if 0
# 28
{ 
# 29
d_fuse15 &= (q17 % a18); 
# 30
float prod19 = sift5< float> (d_fuse15, d_fuse15 % d_fuse15, static_cast< signed char>(d_fuse15)) - (__device_builtin_variable_gridDim.z); 
# 31
prod19 = (q17 * q17); 
# 32
return ((8) + (__device_builtin_variable_threadIdx.x)) + ((d_fuse15 != a18) ? (12.25) : (static_cast< unsigned>(d_fuse15))); 
# 33
} 
#endif
# 35 "v002172.cu"
int probe20(double q21) { 
# 36
unsigned r22 = (8); 
# 37
long sum23 = (-(q21 - q21)) + r22; 
# 38
float flag24 = sum23; 
# 39
int v25 = (flag24 > (22)) ? flag24 : (22); 
# 40
int lim26 = (-33); 
# 41
if (r22 == (8)) { 
# 42
goto out27; 
# 43
}  
# 44
lim26 = 40; 
# 45
out27:; ; 
# 46
return v25; 
# 47
} 
# 49
__attribute((always_inline)) __attribute__((unused)) inline double clamp28(int len29, int *__restrict__ data30) {int volatile ___ = 1;(void)len29;(void)data30;
# 57
::exit(___);}
#if 0
# 49
{ 
# 50
int tmp31(d_fuse15); 
# 51
static_assert((21 == 21), "tile must fit");
# 52
static_assert((sizeof(int) == (4)), "size check");
# 53
int val32 = (data30[7]) | sizeof(int); 
# 54
d_fuse15 ^= (probe20(8)); 
# 55
__attribute__((unused)) static unsigned long long sh_33[8]; 
# 56
return fold16((val32 ^ (*data30)) & 1, ((__device_builtin_variable_blockDim.x) & (15)) / (val32 - (__device_builtin_variable_threadIdx.x))); 
# 57
} 
#endif
# 59 "v002172.cu"
__attribute((always_inline)) __attribute__((unused)) static inline void clamp34(double *data35, int lane36, unsigned long cfg37) {int volatile ___ = 1;(void)data35;(void)lane36;(void)cfg37;
# 71
::exit(___);}
#if 0
# 59
{ 
# 60
unsigned mid38 = ((((*data35) * cfg37) <= (17)) ? 256 : lane36) * (((33) * cfg37) / ((*data35) - (11UL))); 
# 61
if (((mid38 * 2927ULL) - (((data35[__device_builtin_variable_gridDim.x]) != lane36) ? 4684UL : (25))) >= cfg37) { 
# 62
if (clamp28((d_fuse15 <= lane36) ? data35[d_fuse15] : cfg37, static_cast< int *>(nullptr)) <= (d_fuse15 - (56))) { 
# 63
__attribute__((unused)) static float sh_39; 
# 64
} else { 
# 65
double val40 = ((13.625F)); 
# 66
fold16(((__device_builtin_variable_threadIdx.y) - ((sizeof(int)) * (data35[2]))) < d_fuse15, data35[d_fuse15 & (7)]); 
# 67
}  
# 68
lane36 = ((sift5(static_cast< long>(__device_builtin_variable_blockDim.y), sizeof(double), static_cast< long>(lane36)) * (59U)) * (lane36 - (cfg37 - (256)))); 
# 69
} else { 
# 70
}  
# 71
} 
#endif
# 73 "v002172.cu"
namespace gpu41 { namespace inner42 { 
# 74
__attribute((always_inline)) __attribute__((unused)) inline void split43(int lane44, int n45) {int volatile ___ = 1;(void)lane44;(void)n45;
# 85
::exit(___);}
#if 0
# 74
{ 
# 75
clamp34((double *)nullptr, ((__device_builtin_variable_blockDim.z) != d_fuse15) ? 8 - lane44 : lane44, (32) - d_fuse15); 
# 76
if ((static_cast< long>(n45)) >= sizeof(short)) { 
# 77
d_fuse15 += ((__device_builtin_variable_gridDim.x) ? lane44 : ((5) & (d_fuse15 ^ (2437)))); 
# 78
}  
# 79
clamp34(nullptr, __device_builtin_variable_threadIdx.x, -n45); 
# 80
if ((+n45) <= 9U) { 
# 81
return; 
# 82
}  
# 83
clamp28((double)8, &n45); 
# 84
n45 &= probe20((8 >> n45) >> n45); 
# 85
} 
#endif
# 87 "v002172.cu"
__attribute__((visibility("hidden"))) void decay46(const unsigned *coef47, int count48, unsigned *__restrict__ dst49, const int *__restrict__ input50) ;
#if 0
# 87
{ 
# 88
int prod51 = 8; 
# 89
float mid52 = probe20((*input50) * ((dst49[(__device_builtin_variable_threadIdx.x) & (7)]) & (15))); 
# 90
count48 = (fold16(((static_cast< double>(coef47[prod51])) * ((__device_builtin_variable_blockIdx.x) + (256))) <= count48, ((coef47[count48 & 7]) < 64UL) ? 10 : 1)); 
# 91
prod51 <<= (__device_builtin_variable_blockDim.y); 
# 92
} 
#endif
# 93 "v002172.cu"
static int d_march53; 
# 94
}}
# 96
static int host_stencil54(int len55, int lane56 = 18U) { 
# 97
probe20(probe20(len55 & 15)); 
# 98
probe20(lane56); 
# 99
len55 %= 256; 
# 100
probe20(((lane56 - lane56) > len55) ? lane56 - lane56 : len55); 
# 101
static bool s57 = false; 
# 102
return lane56; 
# 103
} 
# 105
int main() { 
# 106
int count58 = 1742; 
# 107
long long idx59 = host_stencil54(9, (count58 & 15) + probe20(count58)); 
# 108
unsigned x60{(9)}; 
# 109
(__cudaPushCallConfiguration((count58 + 31) / 32, dim3((x60 + (127)) / (128), 8))) ? (void)0 : rank10_kernel(host_stencil54(37UL - count58, count58), count58); 
# 110
dim3 res61((count58 + 63) / 64, 4); 
# 111
(__cudaPushCallConfiguration(((dim3)(sizeof(float))), res61)) ? (void)0 : gpu41::inner42::decay46(&x60, ((21) - idx59) - ((idx59 > x60) ? idx59 : x60), static_cast< unsigned *>(nullptr), &count58); 
# 112
return 0; 
# 113
} 

# 1 "v002172.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8aee0de_10_v002172_cu_e050f546
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002172.cudafe1.stub.c"
#include "v002172.cudafe1.stub.c"
# 1 "v002172.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
