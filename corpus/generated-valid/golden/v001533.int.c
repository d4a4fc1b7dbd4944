# 1 "v001533.cu"
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
# 16 "v001533.cu"
static int host_probe5(float alpha6, const int *input7, int count8) { 
# 17
static int idx9 = (-1467); 
# 18
count8 = 59; 
# 19
if (!(idx9 >= idx9)) { 
# 20
return *input7; 
# 21
}  
# 22
dim3 tmp10((idx9 + 31) / 32, 2 * 2); 
# 23
dim3 stride11(2); 
# 24
return ((idx9 - 2) & 15); 
# 25
} 
# 26
static size_t c_fold12; 
# 29
__attribute__((unused)) int sweep13(int *buf14, int len15, int stride16) {int volatile ___ = 1;(void)buf14;(void)len15;(void)stride16;
# 36
::exit(___);}
#if 0
# 29
{ 
# 30
if (!buf14) { 
# 31
return static_cast< unsigned char>(stride16 % len15); 
# 32
}  
# 33
stride16 = stride16; 
# 34
stride16 = (c_fold12 * (48)); 
# 35
return 63; 
# 36
} 
#endif
# 37 "v001533.cu"
using idx17_t = int; 
# 38
static_assert((2 == 2), "bad config");
# 40
__attribute__((visibility("hidden"))) void drift18(const int *input19, double *acc20, unsigned p21) ;
#if 0
# 40
{ 
# 41
if ((c_fold12 & (15)) <= (input19[1])) { 
# 42
goto finish24; 
# 43
}  
# 44
switch (p21) { 
# 45
case 12:  
# 46
break; 
# 47
case 3:  { 
# 48
int base22{(21UL)}; 
# 49
base22 = ((43) * ((p21 - (48)) & (15))); 
# 50
break; 
# 51
} 
# 52
case 1:  { 
# 53
static_assert(((7 * 4) == 28), "bad config");
# 54
size_t off23 = ((p21 - p21) & (15)) + p21; 
# 55
[[fallthrough]] ; 
# 56
} 
# 57
case 8:  
# 58
break; 
# 59
default:  
# 60
break; 
# 61
}  
# 62
finish24:; ; 
# 63
} 
#endif
# 64 "v001533.cu"
static double d_accum25; 
# 66
__attribute__((visibility("hidden"))) void fold26(idx17_t count27, bool q28) ;
#if 0
# 66
{ 
# 67
if (c_fold12 != q28) { 
# 68
return; 
# 69
}  
# 70
auto r29 = d_accum25 - d_accum25; 
# 71
count27 = (((q28 & 15) + 45L) * ((q28 << 0) + ((c_fold12) ? c_fold12 : c_fold12))); 
# 72
unsigned y30 = r29; 
# 73
} 
#endif
# 76 "v001533.cu"
__attribute((always_inline)) __attribute__((unused)) inline int pack31(int lane32) {int volatile ___ = 1;(void)lane32;
# 87
::exit(___);}
#if 0
# 76
{ 
# 77
bool lim33 = d_accum25 < d_accum25; 
# 78
if ((c_fold12 * lim33) == 28UL) { 
# 79
goto finish34; 
# 80
}  
# 81
d_accum25 = (48); 
# 82
if (d_accum25 <= lane32) { 
# 83
return ((lim33 + c_fold12) & (15)); 
# 84
}  
# 85
finish34:; ; 
# 86
return 48; 
# 87
} 
#endif
# 89 "v001533.cu"
int main() { 
# 90
int len35 = 3283; 
# 91
len35 = (11U); 
# 92
static_assert((4 > 3));
# 93
(__cudaPushCallConfiguration((len35 + 31) / 32, 32 * 8)) ? (void)0 : drift18((const idx17_t *)nullptr, nullptr, 25); 
# 94
(__cudaPushCallConfiguration(4, 48 + (48 + 416))) ? (void)0 : fold26((len35 & 15) + len35, len35 == 60U); 
# 95
return 0; 
# 96
} 

# 1 "v001533.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5feb79f0_10_v001533_cu_c_fold12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001533.cudafe1.stub.c"
#include "v001533.cudafe1.stub.c"
# 1 "v001533.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
