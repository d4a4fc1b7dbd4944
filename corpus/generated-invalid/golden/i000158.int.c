# 1 "i000158.cu"
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
# 10 "i000158.cu"
static unsigned c_sweep6[8]; 
# 12
namespace kern7 { 
# 13
__attribute__((unused)) unsigned rank8(unsigned beta9, int count10, int stride11) 
# 14
{int volatile ___ = 1;(void)beta9;(void)count10;(void)stride11;
# 25
::exit(___);}
#if 0
# 14
{ 
# 15
if (stride11 < (count10 % (__device_builtin_variable_gridDim.x))) { 
# 16
goto skip12; 
# 17
}  
# 18
++beta9; 
# 19
{ 
# 20
count10 = ('a'); 
# 21
beta9 %= (57U - beta9); 
# 22
} 
# 23
skip12:; ; 
# 24
return count10; 
# 25
} 
#endif
# 27 "i000158.cu"
unsigned sift13(const unsigned char *__restrict__ input14, int len15 = 15U) 
# 28
{ 
# 29
len15--; 
# 30
len15--; 
# 31
char m16 = (len15 - (*input14)) ^ (*input14); 
# 32
return 33; 
# 33
} 
# 34
}
# 36
static void pack17(const unsigned char *input18) ;
#if 0
# 37
{ 
# 38
int idx19 = __device_builtin_variable_threadIdx.x; 
# 39
auto res20 = __device_builtin_variable_threadIdx.x; 
# 40
if ((~idx19) != (c_sweep6[res20])) { 
# 41
return; }  
# 42
constexpr unsigned v21 = (3); 
# 43
} 
#endif
# 45 "i000158.cu"
inline void shade22(long *__restrict__ buf23, double *__restrict__ acc24, float p25) 
# 46
{ 
# 47
unsigned char v26[8] = {}; 
# 48
((*acc24)--), ((v26[3]) += ((*buf23) + ((*buf23) & ((buf23[6]) ^ 48L)))); 
# 49
int iter27 = 0; 
# 50
if (p25 >= (buf23[iter27])) { 
# 51
goto out29; 
# 52
}  
# 53
while (iter27 < 8) { 
# 54
constexpr int off28 = 41; 
# 55
++iter27; 
# 56
}  
# 57
(acc24[iter27]) = (5); 
# 58
++(*acc24); 
# 59
out29:; ; 
# 60
} 
# 63
signed char run_step30(unsigned beta31 = 34) 
# 64
{ 
# 65
beta31 += (~(beta31 + beta31)); 
# 66
shade22(nullptr, (double *)nullptr, beta31); 
# 67
beta31 &= 39L; 
# 68
beta31 *= kern7::sift13((const unsigned char *)nullptr); 
# 69
unsigned x32[5]{static_cast< unsigned>(beta31), beta31, static_cast< unsigned>(beta31), 29U, beta31}; 
# 70
(__cudaPushCallConfiguration((beta31 + (31)) / (32), 512, 0)) ? (void)0 : pack17(nullptr); 
# 71
unsigned long long lim33(((U'\x23') >> ((beta31 < (x32[beta31])) ? 34 : (x32[beta31]))) * (5)); 
# 72
return 127; 
# 73
} 
# 76
__attribute((always_inline)) __attribute__((unused)) inline void fuse34(int lane35, unsigned a36) 
# 77
{int volatile ___ = 1;(void)lane35;(void)a36;
# 80
::exit(___);}
#if 0
# 77
{ 
# 78
a36--; 
# 79
a36 = (kern7::rank8((long long)25, (c_sweep6[4]) ? 5 : 20L, c_sweep6[3]) * (c_sweep6[a36])); 
# 80
} 
#endif
# 81 "i000158.cu"
__attribute__((visibility("hidden"))) constexpr void constexpr_kernel39(int *p) ;
#if 0
# 82
{ 
# 83
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int len37 = 3566; 
# 89
static_assert((sizeof(int) == (4)));
# 90
cudaStream_t t38 = ((cudaStream_t)0); 
# 91
if ((len37 - len37) <= len37) { 
# 92
return kern7::sift13(nullptr, (float)23); }  
# 93
return 0; 
# 94
} 

# 1 "i000158.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ece99896_10_i000158_cu_c_sweep6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000158.cudafe1.stub.c"
#include "i000158.cudafe1.stub.c"
# 1 "i000158.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
