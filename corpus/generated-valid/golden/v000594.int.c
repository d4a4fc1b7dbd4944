# 1 "v000594.cu"
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
# 8 "v000594.cu"
const int g_apply4 = (-12L); 
# 9
__attribute__((visibility("hidden"))) void score5(int stride6, float *buf7, int *out8, long *dst9) ;
#if 0
# 10
{ 
# 11
stride6 *= 2UL; 
# 12
(*buf7)--; 
# 13
if (stride6 > (*out8)) { 
# 14
goto out10; 
# 15
}  
# 16
++stride6; 
# 17
switch ((*out8) | (*out8)) { 
# 18
case 6:  
# 19
break; 
# 20
default:  
# 21
(out8[stride6]) <<= (6 - stride6); 
# 22
break; 
# 23
}  
# 24
(dst9[5]) = stride6; 
# 25
out10:; ; 
# 26
} 
#endif
# 27 "v000594.cu"
static void mix11_kernel(const float *input12) ;
#if 0
# 28
{ 
# 29
unsigned mid13{(static_cast< unsigned>(19))}; 
# 30
} 
#endif
# 31 "v000594.cu"
struct Tile14 { 
# 32
int flag15; 
# 33
unsigned short mass16; 
# 34
}; 
# 35
using ptr17_t = int *; 
# 36
static_assert((55 == 55), "tile must fit");
# 38
unsigned long long relax18(int stride19) 
# 39
{ 
# 40
stride19 ^= 42; 
# 41
static_assert((sizeof(int) == (4)), "tile must fit");
# 42
for (int it20 = 0; it20 < 2; ++it20) { 
# 43
--stride19; 
# 44
double w21[7]{((24.5F)), (' '), (static_cast< double>((24.875F))), ((0.0F)), (-(9.5)), (10.375), (static_cast< double>((14.375)))}; 
# 45
}  
# 46
return (18 * stride19) / ((stride19 << 5) & stride19); 
# 47
} 
# 49
static void relax22_kernel(ptr17_t acc23, unsigned p24) ;
#if 0
# 50
{ 
# 51
int q25 = ((63U / p24) - 42ULL) * (16); 
# 52
if (q25) { 
# 53
return; 
# 54
}  
# 55
relax18((4) * (q25 ^ p24)); 
# 56
float val26((17.125F)); 
# 57
unsigned s27 = relax18(*acc23); 
# 58
} 
#endif
# 59 "v000594.cu"
__attribute__((visibility("hidden"))) void decay28(int *dst29, int n30, const int *src31) ;
#if 0
# 60
{ 
# 61
float x32 = relax18(*src31); 
# 62
x32 *= (+(*dst29)); 
# 63
unsigned v33 = (*src31) * (src31[6]); 
# 64
} 
#endif
# 65 "v000594.cu"
using idx34_t = long long; 
# 66
inline void mix35(Tile14 p36, ptr17_t data37) 
# 67
{ 
# 68
(p36.mass16)--; 
# 69
p36 = Tile14{static_cast< int>(((data37[4]) + 64U) * relax18(3352)), static_cast< unsigned short>(relax18(+(data37[5])))}; 
# 70
Tile14 lim38 = {6, (31ULL)}; 
# 71
const float s39 = (*data37) + (8.375F); 
# 72
} 
# 73
int main() 
# 74
{ 
# 75
int size40 = 3799; 
# 76
relax18(size40); 
# 77
for (int n41 = 0; n41 < size40; n41++) { 
# 78
if (size40 != n41) { 
# 79
continue; 
# 80
}  
# 81
}  
# 82
size40 = g_apply4; 
# 83
(__cudaPushCallConfiguration(8 * 8, 64)) ? (void)0 : score5(7 + size40, nullptr, nullptr, nullptr); 
# 84
(__cudaPushCallConfiguration(dim3(64 * 2, 2, (size40 + 63) / 64), dim3(2, 32 * 4), 4096, (cudaStream_t)0)) ? (void)0 : mix11_kernel(nullptr); 
# 85
(__cudaPushCallConfiguration(512, 64, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : relax22_kernel((int *)nullptr, (48U & size40) + (50UL / size40)); 
# 86
return 0; 
# 87
} 

# 1 "v000594.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2efb525c_10_v000594_cu_d4577e30
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000594.cudafe1.stub.c"
#include "v000594.cudafe1.stub.c"
# 1 "v000594.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
