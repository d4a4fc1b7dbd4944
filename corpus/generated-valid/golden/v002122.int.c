# 1 "v002122.cu"
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
# 15 "v002122.cu"
constexpr int host_bump6(int lane7, double cfg8) { 
# 16
size_t tmp9(lane7 * (U'\x23')); 
# 17
cfg8 = (cfg8 * (lane7 / cfg8)); 
# 18
return tmp9; 
# 19
} 
# 21
__attribute__((visibility("hidden"))) void count10(bool cfg11, unsigned *buf12, double q13) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern double dyn_14[]; 
# 23
(dyn_14[5]) = ((14.75F)); 
# 24
if (cfg11) { 
# 25
return; 
# 26
}  
# 27
q13 = ((sizeof(float)) * (q13 + (~(*buf12)))); 
# 28
bool q15 = (buf12[0]) >= ((static_cast< unsigned>(q13)) & (sizeof(unsigned long long) + cfg11)); 
# 29
} 
#endif
# 30 "v002122.cu"
enum Axis16 { OFF17, BUSY18, ADD19, FAST20}; 
# 33
__attribute__((visibility("hidden"))) void filter21(unsigned short *out22) ;
#if 0
# 33
{ 
# 34
(out22[5]) = ((int)(out22[6])); 
# 35
(out22[1]) = (out22[5]); 
# 36
unsigned t23 = (20); 
# 37
++(out22[t23]); 
# 38
(*out22) = ((int)BUSY18); 
# 39
} 
#endif
# 41 "v002122.cu"
static void filter24(float *out25, int *buf26, double p27, const int *input28) ;
#if 0
# 41
{ 
# 42
(buf26[2]) = (-(((out25[1]) * (51)) - ((8) + (*out25)))); 
# 43
p27 = ((((-(*out25)) > (39)) ? 4 : 6) & 4); 
# 44
++(buf26[7]); 
# 45
if (((input28[7]) + (buf26[4])) & 1) { 
# 46
++p27; 
# 47
Axis16 lim29 = BUSY18; 
# 48
}  
# 49
if ((out25[5]) > p27) { 
# 50
return; 
# 51
}  
# 52
} 
#endif
# 53 "v002122.cu"
constexpr int STEPS30 = 5; 
# 55
int main() { 
# 56
int len31 = 1752; 
# 57
len31--; 
# 58
if ((len31 * STEPS30) & 1) { 
# 59
long val32 = (sizeof(short)); 
# 60
float m33[3]{(14.875F), (55U), (15.0F)}; 
# 61
}  
# 62
(__cudaPushCallConfiguration(1, ((BUSY18) + ((BUSY18) + ((FAST20) + ((ADD19) + 9)))) * ((BUSY18) + 3), sizeof(float) * (256))) ? (void)0 : count10(host_bump6(len31, 18) - 0, nullptr, len31); 
# 63
(__cudaPushCallConfiguration((len31 + 255) / 256, (BUSY18) + 31)) ? (void)0 : filter21(nullptr); 
# 64
(__cudaPushCallConfiguration((len31 + 31) / 32, 64, 0)) ? (void)0 : filter24((float *)nullptr, static_cast< int *>(nullptr), host_bump6(+len31, host_bump6(len31, len31)), nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v002122.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__704e6fae_10_v002122_cu_3bb1bc45
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002122.cudafe1.stub.c"
#include "v002122.cudafe1.stub.c"
# 1 "v002122.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
