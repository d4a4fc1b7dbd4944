# 1 "v000480.cu"
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
# 8 "v000480.cu"
struct Pixel3 { 
# 9
int id4; 
# 10
float lo5; 
# 11
int w6; 
# 12
}; 
# 13
static double d_fold7; 
# 14
typedef float real8_t; 
# 16
__attribute__((visibility("hidden"))) void blend9_kernel(int *data10) ;
#if 0
# 16
{ 
# 17
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
real8_t f12 = tid11; 
# 19
if ((data10 != (nullptr)) || ((!data10) || (d_fold7 >= f12))) { 
# 20
Pixel3 idx13{16, f12, tid11}; 
# 21
for (int i14 = 0, j15 = 16; i14 < j15; (++i14), (--j15)) { 
# 22
(data10[1]) = (1785 % (idx13.id4)); 
# 23
float off16{(18.0F)}; 
# 24
}  
# 25
__attribute__((unused)) static Pixel3 sh_17; 
# 26
}  
# 27
} 
#endif
# 29 "v000480.cu"
__attribute__((unused)) real8_t warp18(int n19, real8_t alpha20, float q21) {int volatile ___ = 1;(void)n19;(void)alpha20;(void)q21;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
--d_fold7; 
# 31
n19 = ((n19 - 3766) * (((2) * alpha20) + (sizeof(Pixel3) + (__device_builtin_variable_gridDim.y)))); 
# 32
d_fold7 = (1.0); 
# 33
alpha20--; 
# 34
return -d_fold7; 
# 35
} 
#endif
# 36 "v000480.cu"
static unsigned d_mix22; 
# 38
__attribute__((unused)) size_t score23(const Pixel3 &cfg24, const Pixel3 &a25) {int volatile ___ = 1;(void)cfg24;(void)a25;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
d_mix22 = (cfg24.id4); 
# 40
if ((cfg24.lo5) >= d_fold7) { 
# 41
return 13; 
# 42
}  
# 43
if (((d_mix22 > ((cfg24.lo5) * (17LL))) ? d_mix22 : ((cfg24.lo5) * (17LL))) >= (((a25.lo5) > (__device_builtin_variable_gridDim.x)) ? a25.lo5 : (__device_builtin_variable_gridDim.x))) { 
# 44
d_fold7 = (8.125); 
# 45
d_mix22 = d_mix22; 
# 46
d_mix22 = __device_builtin_variable_warpSize; 
# 47
}  
# 48
return +(a25.w6); 
# 49
} 
#endif
# 51 "v000480.cu"
__attribute__((visibility("hidden"))) void blend26(Pixel3 a27) ;
#if 0
# 51
{ 
# 52
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
d_mix22 = (54); 
# 54
if (tid28) { 
# 55
a27 = a27; 
# 56
d_fold7 = ((10.875F)); 
# 57
}  
# 58
} 
#endif
# 60 "v000480.cu"
constexpr int stencil29(int count30) { 
# 61
(count30--), (count30 = ((36UL - count30) - ((count30 * 1094L) % (count30 * count30)))); 
# 62
count30 = (sizeof(Pixel3)); 
# 63
return ((1 + count30) + (static_cast< int>(count30))) * (-((count30 += 41U), count30)); 
# 64
} 
# 66
int main() { 
# 67
int n31 = 417; 
# 68
stencil29((n31 - n31) % (n31 * 4166L)); 
# 69
dim3 val32 = dim3(512, 512); 
# 70
n31 = (((+n31) + n31) + ((n31 > (-n31)) ? n31 : (-n31))); 
# 71
([]() { 
# 72
constexpr int prod33 = 38; 
# 73
} )(); 
# 74
(__cudaPushCallConfiguration(val32, ((dim3)((n31 + 63) / 64)))) ? (void)0 : blend26(Pixel3{22, (18.5F), n31}); 
# 75
stencil29(n31); 
# 76
(__cudaPushCallConfiguration((n31 + 63) / 64, 512)) ? (void)0 : blend9_kernel(nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v000480.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57a53f1e_10_v000480_cu_d_fold7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000480.cudafe1.stub.c"
#include "v000480.cudafe1.stub.c"
# 1 "v000480.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
