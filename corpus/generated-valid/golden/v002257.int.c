# 1 "v002257.cu"
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
# 15 "v002257.cu"
constexpr unsigned TILE7 = (8); 
# 17
constexpr int shade8(int n9) 
# 18
{ 
# 19
n9 = ((34) - ((+n9) * TILE7)); 
# 20
n9 = (__alignof__(double) + n9); 
# 21
return (19 + n9) - n9; 
# 22
} 
# 23
enum Level10 { FAST11, OFF12, RED13 = 3}; 
# 25
__attribute__((visibility("hidden"))) void smooth14(int stride15) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_16[]; 
# 28
int mid17[6] = {('#'), (-51), (static_cast< int>(-41))}; 
# 29
if (!(stride15 != 4)) { 
# 30
return; 
# 31
}  
# 32
for (int i18 = stride15; i18 > 0; --i18) { 
# 33
unsigned char w19 = 56 * (i18 + 9); 
# 34
(dyn_16[i18]) = w19; 
# 35
}  
# 36
stride15 = (mid17[4]); 
# 37
constexpr double f20 = (-11LL); 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 40 "v002257.cu"
__attribute__((unused)) static int filter21(double cfg22, int lane23, int n24) 
# 41
{int volatile ___ = 1;(void)cfg22;(void)lane23;(void)n24;
# 47
::exit(___);}
#if 0
# 41
{ 
# 42
int hi25 = n24; 
# 43
if ((hi25 + 64LL) < n24) { 
# 44
return (lane23 / 2); 
# 45
}  
# 46
return ((!(cfg22 >= lane23)) ? lane23 * lane23 : (5 + 59)) >> (n24 + ((cfg22 > (54)) ? __alignof__(char) : hi25)); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 49 "v002257.cu"
__attribute__((visibility("hidden"))) void smooth26_kernel(short b27) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_28[]; 
# 52
int base29(((((dyn_28[b27]) >= (dyn_28[0])) && ((dyn_28[3]) == b27)) ? 27 : ((long long)TILE7)) + ((3430L + b27) * 22UL)); 
# 53
if (((b27 / base29) == b27) && (46L != (b27 >> b27))) { 
# 54
if (!((dyn_28[base29]) < (7))) { 
# 55
return; 
# 56
}  
# 57
}  
# 58
base29 = (((base29 << (19 - b27)) < ('0')) ? base29 << (19 - b27) : ('0')); 
# 59
int h30[5] = {(-47), 20}; 
# 60
} 
#endif
# 62 "v002257.cu"
constexpr int merge31(int stride32) 
# 63
{ 
# 64
int off33 = (((short)TILE7) - stride32) >> (TILE7 + stride32); 
# 65
stride32 = (((3204 << off33) * (('#') * off33)) + (off33 / 2)); 
# 66
return ((unsigned)stride32) - off33; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int len34 = 1972; 
# 72
auto lam37 = [](auto val35) { 
# 73
(--val35), (val35 = ((+(val35 - sizeof(float))) / 2)); 
# 74
dim3 cnt36 = dim3(5 + (5 + 6), 1); 
# 75
return val35 * 2; 
# 76
} ; typedef decltype(lam37) __T0;
# 77
lam37(len34); 
# 78
(__cudaPushCallConfiguration(((dim3)(64)), 1 << ((RED13) + ((OFF12) + 4)))) ? (void)0 : smooth14(27); 
# 79
dim3 res38((len34 + 127) / 128, 1 << 6, 64); 
# 80
Level10 hi39 = FAST11; 
# 81
hi39 = FAST11; 
# 82
(__cudaPushCallConfiguration(1 << ((OFF12) + ((OFF12) + 4)), 32)) ? (void)0 : smooth26_kernel(len34); 
# 83
return 0; 
# 84
} 

# 1 "v002257.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73243122_10_v002257_cu_8abeb3c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002257.cudafe1.stub.c"
#include "v002257.cudafe1.stub.c"
# 1 "v002257.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
