# 1 "v002246.cu"
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
# 8 "v002246.cu"
__attribute__((visibility("hidden"))) void reduce3(int stride4, unsigned q5, int *__restrict__ data6, int lane7) ;
#if 0
# 9
{ 
# 10
bool z8 = lane7 >= (q5 * q5); 
# 11
float t9[5] = {(23.5F), static_cast< float>((lane7 += lane7), (data6[3])), (float)(q5 - q5)}; 
# 12
} 
#endif
# 14 "v002246.cu"
__attribute__((visibility("hidden"))) void combine10(int *acc11, int *dst12) ;
#if 0
# 15
{ 
# 16
int pass13 = 0; 
# 17
while ((pass13 < (sizeof(float) * (3))) && (!((' ') < pass13))) { 
# 18
int w14 = dst12[pass13]; 
# 19
++pass13; 
# 20
}  
# 21
(dst12[1]) %= pass13; 
# 22
} 
#endif
# 25 "v002246.cu"
unsigned host_rank15(unsigned short alpha16, int len17) 
# 26
{ 
# 27
if ((alpha16 <= 31) || (len17 == len17)) { 
# 28
goto done20; 
# 29
}  
# 30
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : combine10(nullptr, nullptr); 
# 31
for (int i18 = 0; i18 < len17; ++i18) { 
# 32
(__cudaPushCallConfiguration(sizeof(float) * (128), sizeof(int) * (16))) ? (void)0 : combine10(nullptr, nullptr); 
# 33
const char *m19 = ("\"q\""); 
# 34
}  
# 35
(__cudaPushCallConfiguration((len17 + 63) / 64, 256)) ? (void)0 : reduce3(len17 % 1743, 17 - alpha16, nullptr, len17); 
# 36
done20:; ; 
# 37
return len17 / alpha16; 
# 38
} 
# 40
double run_filter21(const unsigned *__restrict__ src22, float a23) 
# 41
{ 
# 42
long lim24 = (((a23 += a23), ((55) * (src22[1])))); 
# 43
const char *prod25 = ("ok"); 
# 44
if ((20) != a23) { 
# 45
goto done26; 
# 46
}  
# 47
(__cudaPushCallConfiguration(64, 256)) ? (void)0 : reduce3(22U, -((23) * lim24), (int *)nullptr, (48) + (src22[3])); 
# 48
if (!((40U) > a23)) { 
# 49
return (a23 + (8.875)) * (10.25); 
# 50
}  
# 51
done26:; ; 
# 52
return ((*src22) % (8)); 
# 53
} 
# 55
int main() 
# 56
{ 
# 57
int size27 = 2863; 
# 58
if (size27 >= size27) { 
# 59
return 47U; 
# 60
}  
# 61
unsigned short r28(size27); 
# 62
long h29{static_cast< long>(((62 * size27) + (size27 * ('A'))) / 23UL)}; 
# 63
auto fn31 = [=]() { 
# 64
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : combine10(nullptr, (int *)nullptr); 
# 65
float prod30 = (h29) - (r28); 
# 66
} ; typedef decltype(fn31) __T0;
# 67
fn31(); 
# 68
(__cudaPushCallConfiguration(32, 16 * 4)) ? (void)0 : reduce3(2665 / (size27 / 4), 51 / r28, (int *)nullptr, (1513 * r28) * h29); 
# 69
(__cudaPushCallConfiguration(32, 4 * 16)) ? (void)0 : reduce3((10) * (size27 / sizeof(long)), (size27 % 8) - (56 + r28), nullptr, size27 - r28); 
# 70
return 0; 
# 71
} 

# 1 "v002246.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f6f87ff7_10_v002246_cu_206e4d58
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002246.cudafe1.stub.c"
#include "v002246.cudafe1.stub.c"
# 1 "v002246.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
