# 1 "v001439.cu"
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
# 13 "v001439.cu"
void accum3(double p4, int len5, float *__restrict__ out6) 
# 14
{ 
# 15
if ((len5 - p4) >= (out6[len5 & 7])) { 
# 16
return; 
# 17
}  
# 18
constexpr int x7 = 21; 
# 19
} 
# 21
__attribute__((visibility("hidden"))) void fuse8_kernel(unsigned q9, float alpha10, const unsigned char *__restrict__ input11) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_12[]; 
# 24
float prod13 = alpha10; 
# 25
__attribute__((unused)) static float sh_14[128]; 
# 26
alpha10 /= (16); 
# 27
(sh_14[q9]) = ((48L) - (sh_14[q9 & (127)])); 
# 28
(sh_14[q9]) = ((input11[4]) - (11.875F)); 
# 29
} 
#endif
# 30 "v001439.cu"
enum class State15 { Green16, Slow17 = 2, Fast18}; 
# 32
double smooth19(float *out20, int lane21 = 1595L) 
# 33
{ 
# 34
lane21 = (out20[lane21]); 
# 35
lane21 = (((lane21 - lane21) & ((short)lane21)) % (13UL & lane21)); 
# 36
if ((out20[lane21]) <= (16)) { 
# 37
return (char)((9) + (out20[2])); 
# 38
}  
# 39
return (16.875); 
# 40
} 
# 42
int host_merge22(int stride23) 
# 43
{ 
# 44
if ((stride23 ^ 55) < 51) { 
# 45
return (stride23 != stride23) ? -(-41L) : (0); 
# 46
}  
# 47
stride23 ^= stride23; 
# 48
stride23--; 
# 49
return (16 % (stride23 * stride23)) & (13 | stride23); 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int n24 = 3907; 
# 55
constexpr int stride25 = 19; 
# 56
State15 h26 = State15::Green16; 
# 57
int f27 = (static_cast< unsigned>(1UL)); 
# 58
n24 = (((float)(7.25F)) + ((double)n24)); 
# 59
(__cudaPushCallConfiguration(dim3(1, 512), 32)) ? (void)0 : fuse8_kernel(n24, (16 + f27) % 49, nullptr); 
# 60
if (stride25 == n24) { 
# 61
return 26; 
# 62
}  
# 63
return 0; 
# 64
} 

# 1 "v001439.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb0a4a31_10_v001439_cu_3321ca1f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001439.cudafe1.stub.c"
#include "v001439.cudafe1.stub.c"
# 1 "v001439.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
