# 1 "v001331.cu"
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
# 11 "v001331.cu"
__attribute__((visibility("hidden"))) void scatter6(unsigned char *buf7, int *buf8, int *buf9) ;
#if 0
# 12
{ 
# 13
(buf8[2]) = (buf8[6]); 
# 14
auto hi10 = buf7[6]; 
# 15
if ((hi10 % 8) == (buf8[hi10])) { 
# 16
return; 
# 17
}  
# 18
__attribute__((unused)) static long sh_11; 
# 19
(buf9[hi10]) = (((((buf8[0]) > (*buf8)) ? sh_11 : __alignof__(float)) + ((buf9[sh_11]) - 13)) - (*buf7)); 
# 20
float prod12 = (unsigned)((((float)hi10) < (buf9[2])) ? (float)hi10 : (buf9[2])); 
# 21
prod12 = (23.25F); 
# 22
} 
#endif
# 24 "v001331.cu"
__attribute__((visibility("hidden"))) void step13(const unsigned *src14) ;
#if 0
# 25
{ 
# 26
int cnt15 = src14[3]; 
# 27
cnt15 = (cnt15 + 25); 
# 28
double acc16(((3.25F) + ((*src14) - cnt15)) * cnt15); 
# 29
const unsigned char *cnt17 = (static_cast< const unsigned char *>(nullptr)); 
# 30
} 
#endif
# 32 "v001331.cu"
struct Span18 { 
# 33
float vel19; 
# 34
int mass20; 
# 35
double val21; 
# 36
}; 
# 38
static void warp22_kernel(int *buf23) ;
#if 0
# 39
{ 
# 40
(buf23[3]) = (__alignof__(int)); 
# 41
(*buf23)--; 
# 42
} 
#endif
# 43 "v001331.cu"
typedef int idx24_t; 
# 45
__attribute__((visibility("hidden"))) void norm25_kernel(float *__restrict__ buf26, const signed char *coef27) ;
#if 0
# 46
{ 
# 47
float res28 = (((char)7) - (*buf26)) + (11.125F); 
# 48
res28 = ((62) + res28); 
# 49
float res29 = (20.625F); 
# 50
Span18 y30 = Span18{(2.0F), 6, (4127U)}; 
# 51
res28 = res28; 
# 52
} 
#endif
# 54 "v001331.cu"
static void accum31_kernel(idx24_t *__restrict__ buf32, Span18 alpha33, Span18 a34, idx24_t *data35) ;
#if 0
# 55
{ 
# 56
a34 = a34; 
# 57
char *z36 = (static_cast< char *>(nullptr)); 
# 58
} 
#endif
# 59 "v001331.cu"
using real37_t = double; 
# 61
namespace _GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb07 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb07; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb07 __attribute__((visibility("hidden")))  { 
# 62
void shade38(Span18 b39, double *__restrict__ acc40) ;
#if 0
# 63
{ 
# 64
const idx24_t *sum41 = (nullptr); 
# 65
if (((b39.mass20) >= (acc40[5])) && ((acc40[0]) <= (b39.vel19))) { 
# 66
goto out42; 
# 67
}  
# 68
if ((acc40[5]) >= (sum41[3])) { 
# 69
return; 
# 70
}  
# 71
out42:; ; 
# 72
} 
#endif
# 73 "v001331.cu"
enum State43: unsigned { SLOW44, ADD45 = 3U}; 
# 74
}
# 76
long bias46(int n47, size_t b48) 
# 77
{ 
# 78
Span18 f49 = Span18{(10.0F), n47, (static_cast< real37_t>((9.75)))}; 
# 79
++n47; 
# 80
short y50[4]{(static_cast< short>(11)), ((short)SLOW44), (6UL), (50)}; 
# 81
f49 = Span18{(float)n47, n47, (23.625)}; 
# 82
return f49.vel19; 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int size51 = 1740; 
# 88
(__cudaPushCallConfiguration(dim3(2, (ADD45) + ((ADD45) + ((ADD45) + (247)))), 1 << ((ADD45) + (2)))) ? (void)0 : warp22_kernel(nullptr); 
# 89
size51--; 
# 90
(__cudaPushCallConfiguration((size51 + 31) / 32, 128, 0)) ? (void)0 : scatter6(nullptr, (idx24_t *)nullptr, nullptr); 
# 91
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : step13(nullptr); 
# 92
(__cudaPushCallConfiguration(dim3(512, (size51 + 63) / 64, 1 << 7), 128)) ? (void)0 : norm25_kernel(nullptr, nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v001331.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb07
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001331.cudafe1.stub.c"
#include "v001331.cudafe1.stub.c"
# 1 "v001331.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
