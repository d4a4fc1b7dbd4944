# 1 "v001112.cu"
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
# 15 "v001112.cu"
enum Color8 { 
# 16
IDLE9, 
# 17
OFF10, 
# 18
BLUE11, 
# 19
GREEN12 = 8, 
# 20
GREEN13 = 13
# 21
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22
__attribute__((unused)) static signed char gather14(int stride15, int lane16, int stride17) {int volatile ___ = 1;(void)stride15;(void)lane16;(void)stride17;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
lane16 = (stride15 & (((unsigned)58LL) + (stride17 * (BLUE11)))); 
# 24
lane16--; 
# 25
lane16--; 
# 26
bool lo18 = stride15 & stride17; 
# 27
stride15 &= ((46UL % lane16) | lane16); 
# 28
return 22 + (stride15 ^ (stride15 + lo18)); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001112.cu"
namespace util19 { 
# 31
__attribute__((visibility("hidden"))) void probe20(int *__restrict__ buf21, const unsigned *src22, unsigned *dst23, int count24) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_25[]; 
# 33
int val26[8] = {(' '), 5, 1, ('a')}; 
# 34
int w27{count24}; 
# 35
} 
#endif
# 36 "v001112.cu"
int blend28(short p29, int len30, unsigned long *out31) { 
# 37
len30 %= (p29 + len30); 
# 38
(out31[7]) ^= ((GREEN13) - len30); 
# 39
unsigned q32 = out31[4]; 
# 40
return q32; 
# 41
} 
# 42
__attribute__((unused)) unsigned update33(unsigned char q34 = 4L) {int volatile ___ = 1;(void)q34;
# 50
::exit(___);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) static int sh_35[4 + (4 + (OFF10))][17]; 
# 44
q34 <<= ((sh_35[1])[q34]); 
# 45
(q34++), (((sh_35[7])[q34]) = (((32 - q34) + (__alignof__(float) * ((sh_35[0])[q34]))) + ((sh_35[q34])[q34]))); 
# 46
q34--; 
# 47
__attribute__((unused)) static unsigned long sh_36; 
# 48
__attribute__((unused)) static unsigned sh_37[8]; 
# 49
return 15; 
# 50
} 
#endif
# 51 "v001112.cu"
}
# 52
__attribute__((unused)) int norm38(int lane39, int len40 = 3ULL) {int volatile ___ = 1;(void)lane39;(void)len40;
# 65
::exit(___);}
#if 0
# 52
{ 
# 53
if ((lane39 | lane39) == 2) { 
# 54
return len40; 
# 55
}  
# 56
len40 = len40; 
# 57
unsigned val41 = (len40 >> 6) + 53; 
# 58
if ((lane39 >> 3) != len40) { 
# 59
return ((unsigned char)lane39) ^ val41; 
# 60
}  
# 61
if (len40 != len40) { 
# 62
return (lane39 + sizeof(unsigned)) / ((2) * val41); 
# 63
}  
# 64
return 8; 
# 65
} 
#endif
# 66 "v001112.cu"
static void trace42(int n43, float *__restrict__ buf44, unsigned *buf45) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_46[]; 
# 68
if ((buf45[n43]) <= n43) { 
# 69
return; 
# 70
}  
# 71
if ((n43 * (buf44[n43 & 7])) >= (buf44[2])) { 
# 72
return; 
# 73
}  
# 74
(dyn_46[n43])--; 
# 75
--n43; 
# 76
} 
#endif
# 77 "v001112.cu"
int main() { 
# 78
int count47 = 2142; 
# 79
count47 = ((int)(~count47)); 
# 80
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : trace42(32, (float *)nullptr, nullptr); 
# 81
auto step50 = [&](auto s48) { 
# 82
(count47) = (~(((count47) ^ (count47)) - (count47))); 
# 83
(__cudaPushCallConfiguration(((count47) + 63) / 64, ((GREEN12) + 24) * 16)) ? (void)0 : util19::probe20(nullptr, (const unsigned *)nullptr, (unsigned *)nullptr, s48); 
# 84
const char *t49 = "\"q\""; 
# 85
return s48 * 2; 
# 86
} ; typedef decltype(step50) __T0;
# 87
step50(count47); 
# 88
count47 -= count47; 
# 89
(__cudaPushCallConfiguration((count47 + 255) / 256, ((GREEN13) + 19) * 16)) ? (void)0 : util19::probe20(nullptr, nullptr, nullptr, count47); 
# 90
(__cudaPushCallConfiguration((count47 + 63) / 64, 32)) ? (void)0 : trace42(57L, nullptr, (unsigned *)nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v001112.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06060fe3_10_v001112_cu_68ad0f14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001112.cudafe1.stub.c"
#include "v001112.cudafe1.stub.c"
# 1 "v001112.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
