# 1 "v001468.cu"
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
# 18 "v001468.cu"
__attribute((noinline)) __attribute__((unused)) void apply8(int len9) {int volatile ___ = 1;(void)len9;
# 21
::exit(___);}
#if 0
# 18
{ 
# 19
unsigned long long tmp10 = len9; 
# 20
int base11 = 16 % (static_cast< short>(tmp10)); 
# 21
} 
#endif
# 22 "v001468.cu"
enum Color12 { HIGH13, RED14 = 5, LOW15 = 10, BLUE16}; 
# 24
__attribute((noinline)) __attribute__((unused)) float bias17(const unsigned *input18, int n19 = '0') {int volatile ___ = 1;(void)input18;(void)n19;
# 34
::exit(___);}
#if 0
# 24
{ 
# 25
if ((+(input18[2])) > n19) { 
# 26
goto done20; 
# 27
}  
# 28
if ((*input18) > ((input18[4]) ^ (HIGH13))) { 
# 29
return ((*input18) * (*input18)) * (*input18); 
# 30
}  
# 31
n19--; 
# 32
done20:; ; 
# 33
return (HIGH13) % n19; 
# 34
} 
#endif
# 37 "v001468.cu"
__attribute__((visibility("hidden"))) void spread21(const float *__restrict__ in22, short a23, unsigned *__restrict__ out24, const float *input25) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned long long dyn_26[]; 
# 39
apply8(static_cast< double>(-(input25[a23]))); 
# 40
(dyn_26[a23 & 7]) = ((((2) * (*in22)) + ((in22[0]) + a23)) + ((RED14) & ((dyn_26[a23]) * (out24[0])))); 
# 41
double hi27 = (+((out24[5]) - (19.875))) * ((a23 + a23) * ((12.625) * (dyn_26[5]))); 
# 42
} 
#endif
# 43 "v001468.cu"
enum Level28: long { 
# 44
FAST29, 
# 45
GREEN30, 
# 46
ADD31 = 3L, 
# 47
ON32, 
# 48
IDLE33
# 49
}; 
# 51
__attribute__((unused)) unsigned scale34(int n35 = 36L) {int volatile ___ = 1;(void)n35;
# 57
::exit(___);}
#if 0
# 51
{ 
# 52
n35--; 
# 53
unsigned prod36{(40UL)}; 
# 54
n35++; 
# 55
unsigned long y37[8]{(38U), 7UL, (20), (63), (62U), (static_cast< unsigned long>(9LL)), 8UL, (45)}; 
# 56
return y37[5]; 
# 57
} 
#endif
# 59 "v001468.cu"
__attribute__((visibility("hidden"))) void mix38(const float *coef39, const unsigned char *coef40) ;
#if 0
# 59
{ } 
#endif
# 60 "v001468.cu"
enum class Op41: int { Fast42, Blue43}; 
# 61
enum class Color44: unsigned char { Off45, Red46, Green47}; 
# 63
__attribute__((unused)) float count48(int lane49) {int volatile ___ = 1;(void)lane49;
# 73
::exit(___);}
#if 0
# 63
{ 
# 64
int w50 = 0; 
# 65
do { 
# 66
lane49 = 3470; 
# 67
long h51 = ((8) | scale34(47U)) ^ 4UL; 
# 68
++w50; 
# 69
} while (w50 < 9); 
# 70
__attribute__((unused)) static float sh_52; 
# 71
__attribute__((unused)) static int sh_53[128]; 
# 72
return bias17(static_cast< const unsigned *>(nullptr), ((3UL) / sh_52) * (w50 % w50)); 
# 73
} 
#endif
# 75 "v001468.cu"
int main() { 
# 76
int len54 = 924; 
# 77
len54 = (((35 + len54) - len54) / (static_cast< int>(1674 + len54))); 
# 78
Op41 prod55 = Op41::Blue43; 
# 79
(__cudaPushCallConfiguration(((GREEN30) + (GREEN30)) * (8), 512)) ? (void)0 : spread21(nullptr, len54, static_cast< unsigned *>(nullptr), (const float *)nullptr); 
# 80
(__cudaPushCallConfiguration(dim3((len54 + 255) / 256, ((9) + ((ADD31) + ((BLUE16) + 41))) * (4)), 256)) ? (void)0 : mix38(static_cast< const float *>(nullptr), nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v001468.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b56a224_10_v001468_cu_d95bf09d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001468.cudafe1.stub.c"
#include "v001468.cudafe1.stub.c"
# 1 "v001468.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
