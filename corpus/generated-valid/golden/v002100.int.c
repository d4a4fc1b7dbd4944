# 1 "v002100.cu"
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
# 11 "v002100.cu"
inline int run_scale4(float a5) { 
# 12
constexpr int idx6 = 59; 
# 13
a5 -= ((idx6 - a5) * (9)); 
# 14
dim3 base7(32, 2 + (2 + (2 + (2 + (2 + (2 + (2 + (2 + 112))))))), (2 + 62) * 2); 
# 15
dim3 u8 = ((dim3)(1 << 8)); 
# 16
return idx6; 
# 17
} 
# 18
enum Level9 { BLUE10 = 3, RED11, LOW12 = 7, LOW13}; 
# 20
__attribute__((unused)) float filter14(int count15, long long alpha16, int *buf17) {int volatile ___ = 1;(void)count15;(void)alpha16;(void)buf17;
# 24
::exit(___);}
#if 0
# 20
{ 
# 21
Level9 x18 = BLUE10; 
# 22
alpha16 |= (44UL); 
# 23
return (buf17[alpha16]) / (*buf17); 
# 24
} 
#endif
# 26 "v002100.cu"
__attribute__((unused)) float relax19(float cfg20, int len21, int count22 = 1ULL) {int volatile ___ = 1;(void)cfg20;(void)len21;(void)count22;
# 35
::exit(___);}
#if 0
# 26
{ 
# 27
double *r23 = ((double *)nullptr); 
# 28
unsigned f24[7] = {static_cast< unsigned>(len21 & 15), (7UL), ('\000'), 6U}; 
# 29
float idx25 = (24.25F); 
# 30
(f24[count22]) = ((int)((34) - (f24[count22]))); 
# 31
auto lim26 = -cfg20; 
# 32
len21 >>= count22; 
# 33
cfg20 = (4UL); 
# 34
return (unsigned)(*r23); 
# 35
} 
#endif
# 37 "v002100.cu"
__attribute__((visibility("hidden"))) void fuse27(int stride28) ;
#if 0
# 37
{ 
# 38
stride28 = ((-(stride28 & 15)) % stride28); 
# 39
Level9 lo29 = LOW13; 
# 40
stride28++; 
# 41
int h30((sizeof(int)) + (lo29 * 52LL)); 
# 42
} 
#endif
# 44 "v002100.cu"
constexpr int check_lerp31(int stride32) { 
# 45
auto res33 = (stride32 + (stride32 - 2)) % 8; 
# 46
return -res33; 
# 47
} 
# 49
int main() { 
# 50
int count34 = 2375; 
# 51
count34 &= ((unsigned)((2 / count34) - (count34 - count34))); 
# 52
(__cudaPushCallConfiguration((count34 + 127) / 128, ((dim3)(32 * (LOW13))), sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : fuse27(count34); 
# 53
++count34; 
# 54
(__cudaPushCallConfiguration(dim3((count34 + 127) / 128, (BLUE10) + ((RED11) + 505)), ((RED11) + ((LOW12) + 21)) * 8, 0)) ? (void)0 : fuse27(count34); 
# 55
constexpr double sum35 = (-(0.125)); 
# 56
(__cudaPushCallConfiguration((count34 + 255) / 256, dim3((count34 + 63) / 64, 1 << 8, 1 << 7))) ? (void)0 : fuse27((7 * count34) * (count34 % 8)); 
# 57
return 0; 
# 58
} 

# 1 "v002100.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a087f445_10_v002100_cu_c584bc24
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002100.cudafe1.stub.c"
#include "v002100.cudafe1.stub.c"
# 1 "v002100.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
