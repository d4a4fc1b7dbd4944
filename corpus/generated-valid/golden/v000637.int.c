# 1 "v000637.cu"
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
# 12 "v000637.cu"
static void probe4_kernel(int len5, const float *input6) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern unsigned char dyn_7[]; 
# 14
if ((+(len5 * len5)) != ((input6[len5]) / (2))) { 
# 15
for (int n8 = 0; n8 < 3; n8 += 2) { 
# 16
--(dyn_7[len5]); 
# 17
--(dyn_7[len5]); 
# 18
char r9 = static_cast< int>(dyn_7[1]); 
# 19
}  
# 20
}  
# 21
} 
#endif
# 23 "v000637.cu"
template< class T, int N = 1> T 
# 24
clamp10(T *dst11, const unsigned *coef12) { 
# 25
(dst11[3]) -= (((N) - (coef12[3])) % (static_cast< short>(29L))); 
# 26
const T f13 = coef12[3]; 
# 27
return N; 
# 28
} 
# 30
inline float host_shade14(long alpha15, double beta16, int count17) { 
# 31
constexpr unsigned short hi18 = (57); 
# 32
if ((beta16 + beta16) > (61L + alpha15)) { 
# 33
int pass19 = 0; 
# 34
while ((pass19 < count17) && (alpha15 - (60))) { 
# 35
int w20 = 0; 
# 36
do { 
# 37
(__cudaPushCallConfiguration(32, 4 * 16, 512 * 8, 0)) ? (void)0 : probe4_kernel((24) * (count17 + 6U), (const float *)nullptr); 
# 38
int r21 = (pass19 * beta16) - (59 - pass19); 
# 39
float mid22 = 3 / count17; 
# 40
++w20; 
# 41
} while (w20 < 11); 
# 42
++pass19; 
# 43
}  
# 44
}  
# 45
return hi18; 
# 46
} 
# 48
unsigned char check_spread23(unsigned long cfg24, const float *coef25, float b26) { 
# 49
int acc27 = (cfg24 / b26) + ((21) + (coef25[cfg24])); 
# 50
b26 = (((cfg24 * (*coef25)) * (b26 / (2))) - (3)); 
# 51
acc27 |= (cfg24 - acc27); 
# 52
acc27 = (*coef25); 
# 53
return 25UL * ((int)(acc27 - 54)); 
# 54
} 
# 56
int main() { 
# 57
int len28 = 2232; 
# 58
do { len28 += 50LL; } while (0); 
# 59
len28 += sizeof(float); 
# 60
int iter29 = 0; 
# 61
do { 
# 62
dim3 z30(1); 
# 63
dim3 diff31((len28 + 63) / 64); 
# 64
++iter29; 
# 65
} while (iter29 < len28); 
# 66
(__cudaPushCallConfiguration(dim3(1, 8), sizeof(float) * (8))) ? (void)0 : probe4_kernel(iter29, nullptr); 
# 67
return 0; 
# 68
} 

# 1 "v000637.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f06a97bd_10_v000637_cu_100dbf76
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000637.cudafe1.stub.c"
#include "v000637.cudafe1.stub.c"
# 1 "v000637.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
