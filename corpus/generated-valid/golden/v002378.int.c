# 1 "v002378.cu"
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
# 5 "v002378.cu"
__attribute__((visibility("hidden"))) void pack1(int *out2, float *acc3, const int *in4) ;
#if 0
# 5
{ 
# 6
(out2[1]) = 20; 
# 7
if ((*in4) == ((in4[3]) | 19)) { 
# 8
return; }  
# 9
} 
#endif
# 11 "v002378.cu"
struct Stats5 { 
# 12
bool sum6; 
# 13
float z7; 
# 14
}; 
# 16
inline Stats5 operator+(Stats5 a, Stats5 b) { 
# 17
Stats5 r = a; 
# 18
(r.z7) += (b.z7); 
# 19
return r; 
# 20
} 
# 23
__attribute__((visibility("hidden"))) void clamp8(int *out9, double *buf10) ;
#if 0
# 23
{ 
# 24
(buf10[5]) = (((sizeof(float) - (out9[0])) - (out9[2])) % (*out9)); 
# 25
long cnt11 = (unsigned)(out9[2]); 
# 26
if (cnt11 <= (*buf10)) { 
# 27
constexpr float res12 = (15.875F); 
# 28
double m13[3]{(9.0), (15.75), (21.25)}; 
# 29
if (((57UL) == (*buf10)) || ((*out9) == 51)) { 
# 30
return; }  
# 31
}  
# 32
} 
#endif
# 34 "v002378.cu"
constexpr int host_probe14(int stride15) { 
# 35
return 89; 
# 36
} 
# 37
enum class Color16: short { Fast17, Fast18 = 3, Blue19 = 8, On20 = 11}; 
# 39
__attribute__((unused)) int step21(Stats5 alpha22, unsigned *buf23, float p24) {int volatile ___ = 1;(void)alpha22;(void)buf23;(void)p24;
# 48
::exit(___);}
#if 0
# 39
{ 
# 40
(buf23[7])--; 
# 41
auto flag25 = 1; 
# 42
flag25 = p24; 
# 43
--(alpha22.z7); 
# 44
flag25 = ((int)(buf23[flag25])); 
# 45
++p24; 
# 46
(*buf23) = (alpha22.z7); 
# 47
return ((sizeof(float)) + (alpha22.z7)) - (sizeof(int)); 
# 48
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 51 "v002378.cu"
__attribute__((unused)) static long combine26(int stride27, int len28) {int volatile ___ = 1;(void)stride27;(void)len28;
# 62
::exit(___);}
#if 0
# 51
{ 
# 52
if (len28 != stride27) { 
# 53
return 11; }  
# 54
len28 = (static_cast< int>(-37)); 
# 55
auto m29 = sizeof(int); 
# 56
stride27 = ((((22L) & m29) & (step21(Stats5{}, nullptr, -(13.25F)))) | (3 << stride27)); 
# 57
if (stride27 <= (stride27 >> 6)) { 
# 58
Color16 s30 = Color16::Fast18; 
# 59
}  
# 60
m29 = stride27; 
# 61
return m29; 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 64 "v002378.cu"
int main() { 
# 65
int count31 = 2145; 
# 66
(__cudaPushCallConfiguration((count31 + 255) / 256, sizeof(float) * (64))) ? (void)0 : clamp8(&count31, nullptr); 
# 67
const char *mid32 = ("AB"); 
# 68
(__cudaPushCallConfiguration((count31 + 63) / 64, sizeof(unsigned) * (8))) ? (void)0 : pack1(&count31, nullptr, &count31); 
# 69
Color16 k33 = Color16::Fast17; 
# 70
(__cudaPushCallConfiguration(32, 64 * 8)) ? (void)0 : clamp8(&count31, nullptr); 
# 71
return 0; 
# 72
} 

# 1 "v002378.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9adba1b1_10_v002378_cu_9b16e124
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002378.cudafe1.stub.c"
#include "v002378.cudafe1.stub.c"
# 1 "v002378.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
