# 1 "v000530.cu"
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
# 14 "v000530.cu"
namespace util4 { 
# 15
enum Color5: long { ON6, HIGH7, HIGH8 = 7L}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 17
__attribute((noinline)) __attribute__((unused)) static void decay9(int n10, int len11, int len12) {int volatile ___ = 1;(void)n10;(void)len11;(void)len12;
# 24
::exit(___);}
#if 0
# 17
{ 
# 18
len11 = (((n10 * n10) / 2) / (+(n10 | (util4::HIGH8)))); 
# 19
len12--; 
# 20
Color5 acc13 = util4::HIGH7; 
# 21
len12 -= (n10 / 29); 
# 22
double sum14{(1L)}; 
# 23
long idx15 = +(len11 * (len11 - acc13)); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000530.cu"
}
# 27
__attribute((always_inline)) __attribute__((unused)) inline void scatter16(bool q17, int count18) {int volatile ___ = 1;(void)q17;(void)count18;
# 34
::exit(___);}
#if 0
# 27
{ 
# 28
if ((count18 + 26) != 63) { 
# 29
return; 
# 30
}  
# 31
int w19 = ((18 - q17) + (count18 - 57)) + (((util4::HIGH8) % count18) - count18); 
# 32
util4::Color5 u20 = util4::HIGH8; 
# 33
w19--; 
# 34
} 
#endif
# 36 "v000530.cu"
__attribute__((visibility("hidden"))) void decay21_kernel(double *__restrict__ out22, int lane23, int len24) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) static long sh_25[13][11]; 
# 38
__attribute__((unused)) static unsigned sh_26[(util4::HIGH7) + (5)][13]; 
# 39
if (len24 <= 62) { 
# 40
return; 
# 41
}  
# 42
signed char base27(len24); 
# 43
unsigned e28 = ((sh_26[base27])[base27]) * (1 & base27); 
# 44
} 
#endif
# 46 "v000530.cu"
__attribute__((unused)) void step29(int n30, int *out31, int lane32) {int volatile ___ = 1;(void)n30;(void)out31;(void)lane32;
# 54
::exit(___);}
#if 0
# 46
{ 
# 47
if (n30 & 1) { 
# 48
goto done33; 
# 49
}  
# 50
n30 ^= (45 * lane32); 
# 51
n30 &= (20 | lane32); 
# 52
--n30; 
# 53
done33:; ; 
# 54
} 
#endif
# 56 "v000530.cu"
namespace impl34 { 
# 57
__attribute__((visibility("hidden"))) void split35_kernel(float a36, int *__restrict__ data37) ;
#if 0
# 57
{ 
# 58
int h38 = (*data37) - ((int)(2L % (data37[5]))); 
# 59
int iter39 = 0; 
# 60
while (iter39 < 6) { 
# 61
(data37[h38]) |= (*data37); 
# 62
++iter39; 
# 63
}  
# 64
long z40 = (15U); 
# 65
} 
#endif
# 66 "v000530.cu"
}
# 68
int main() { 
# 69
int len41 = 1700; 
# 70
len41 = (16 >> (len41 & ('z'))); 
# 71
unsigned f42 = 52UL - (len41 >> len41); 
# 72
len41--; 
# 73
int u43{27}; 
# 74
util4::Color5 y44 = util4::HIGH8; 
# 75
if (len41 == (util4::HIGH7)) { 
# 76
return u43; 
# 77
}  
# 78
(__cudaPushCallConfiguration(1 << ((util4::HIGH7) + (5)), 128)) ? (void)0 : decay21_kernel((double *)nullptr, ((2) / y44) + ((util4::HIGH7) >> y44), 9U); 
# 79
(__cudaPushCallConfiguration(dim3(1 << ((util4::HIGH7) + ((util4::HIGH7) + ((util4::HIGH7) + ((util4::HIGH7) + (1))))), 2), dim3((f42 + (31)) / (32), 8, (util4::HIGH7) + (util4::HIGH7)), 0, (cudaStream_t)0)) ? (void)0 : impl34::split35_kernel((14) / f42, nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v000530.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb29ddaa_10_v000530_cu_e70ea836
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000530.cudafe1.stub.c"
#include "v000530.cudafe1.stub.c"
# 1 "v000530.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
