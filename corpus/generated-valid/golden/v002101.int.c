# 1 "v002101.cu"
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
# 8 "v002101.cu"
__attribute__((unused)) double blend3(int n4, int count5, int len6) {int volatile ___ = 1;(void)n4;(void)count5;(void)len6;
# 15
::exit(___);}
#if 0
# 8
{ 
# 9
n4++; 
# 10
__attribute__((unused)) static float sh_7; 
# 11
int mid8 = count5; 
# 12
--count5; 
# 13
char y9 = (127); 
# 14
return (4L < n4) ? 4 + (len6 - count5) : n4; 
# 15
} 
#endif
# 17 "v002101.cu"
__attribute__((unused)) float filter10(float p11, int n12) {int volatile ___ = 1;(void)p11;(void)n12;
# 24
::exit(___);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) static double sh_13[128]; 
# 19
long z14{(61UL)}; 
# 20
if (n12 == p11) { 
# 21
return sh_13[n12 & 127]; 
# 22
}  
# 23
return ((n12 += 26), 24) - (p11 + p11); 
# 24
} 
#endif
# 26 "v002101.cu"
__attribute__((visibility("hidden"))) void tile15_kernel(int n16, float *__restrict__ out17, int *acc18, int *out19) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern double dyn_20[]; 
# 28
++(*out19); 
# 29
(*acc18)--; 
# 30
__attribute__((unused)) static float sh_21[256]; 
# 31
long z22 = blend3(out19[n16 & 7], -((sh_21[n16]) * (22L)), sh_21[n16]); 
# 32
} 
#endif
# 35 "v002101.cu"
__attribute__((unused)) double update23(const float *in24, int count25) {int volatile ___ = 1;(void)in24;(void)count25;
# 43
::exit(___);}
#if 0
# 35
{ 
# 36
++count25; 
# 37
for (int it26 = 0, j27 = 12; it26 < j27; (++it26), (--j27)) { 
# 38
float s28 = (16); 
# 39
__attribute__((unused)) static int sh_29; 
# 40
auto idx30 = blend3(16, ((s28 += (sizeof(unsigned))), it26), (~sh_29) * blend3(53, 14, count25)); 
# 41
}  
# 42
return ((count25 != (*in24)) ? count25 : count25); 
# 43
} 
#endif
# 45 "v002101.cu"
constexpr int host_pivot31(int len32, int count33) { 
# 46
count33 = (count33 + (u'\x23')); 
# 47
return ('0') / (~len32); 
# 48
} 
# 50
__attribute__((visibility("hidden"))) void split34(unsigned short *dst35, int lane36) ;
#if 0
# 50
{ 
# 51
lane36 = (((lane36 - lane36) / filter10(4562, lane36)) - blend3((*dst35) & 41, *dst35, lane36)); 
# 52
(dst35[lane36]) = (*dst35); 
# 53
int diff37 = blend3(-23, dst35[lane36], (float)53) * blend3(+(dst35[5]), static_cast< float>(*dst35), blend3(dst35[lane36 & 7], u'\x30', 16)); 
# 54
} 
#endif
# 55 "v002101.cu"
enum Mode38: unsigned char { 
# 56
RED39, 
# 57
BUSY40, 
# 58
SLOW41 = 5U, 
# 59
IDLE42 = 7U, 
# 60
BUSY43 = 11U
# 61
}; 
# 63
int run_pack44(Mode38 b45, const float *__restrict__ src46) { 
# 64
dim3 idx47 = ((dim3)(sizeof(int))); 
# 65
const char *off48 = ("raw \\n text"); 
# 66
if ((off48[0]) != b45) { 
# 67
goto finish49; 
# 68
}  
# 69
if (b45 == (RED39)) { 
# 70
return host_pivot31(off48[1], 25LL + b45); 
# 71
}  
# 72
finish49:; ; 
# 73
return '0'; 
# 74
} 
# 76
int main() { 
# 77
int n50 = 1410; 
# 78
dim3 mid51((n50 + 255) / 256); 
# 79
(__cudaPushCallConfiguration(sizeof(unsigned) * ((BUSY40) + 3), (SLOW41) + 59)) ? (void)0 : tile15_kernel(run_pack44(IDLE42, nullptr), nullptr, &n50, &n50); 
# 80
dim3 mid52((n50 + 127) / 128, (n50 + 255) / 256); 
# 81
(__cudaPushCallConfiguration((n50 + 63) / 64, 128 * ((BUSY40) + ((BUSY40) + 2)))) ? (void)0 : split34(nullptr, n50); 
# 82
return 0; 
# 83
} 

# 1 "v002101.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__183b9320_10_v002101_cu_9d1c1a0c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002101.cudafe1.stub.c"
#include "v002101.cudafe1.stub.c"
# 1 "v002101.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
