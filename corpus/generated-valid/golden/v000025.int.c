# 1 "v000025.cu"
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
# 14 "v000025.cu"
static bool d_fuse5; 
# 16
__attribute__((visibility("hidden"))) void pivot6(unsigned *data7) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_8[]; 
# 18
if (((dyn_8[__device_builtin_variable_gridDim.x]) & 14) >= __device_builtin_variable_warpSize) { 
# 19
return; 
# 20
}  
# 21
d_fuse5 = (((dyn_8[__device_builtin_variable_threadIdx.y]) + (data7[__device_builtin_variable_threadIdx.x])) != ((dyn_8[6]) & d_fuse5)); 
# 22
if ((*data7) > (__device_builtin_variable_blockIdx.z)) { 
# 23
return; 
# 24
}  
# 25
if ((data7[3]) != 58LL) { 
# 26
return; 
# 27
}  
# 28
((data7[2])++), (d_fuse5 = (d_fuse5 >= 14)); 
# 29
if ((d_fuse5 + (__device_builtin_variable_gridDim.x)) < (data7[__device_builtin_variable_blockDim.z])) { 
# 30
return; 
# 31
}  
# 32
} 
#endif
# 34 "v000025.cu"
__attribute__((visibility("hidden"))) void accum9(int lane10, int n11) ;
#if 0
# 34
{ 
# 35
d_fuse5 = n11; 
# 36
lane10++; 
# 37
} 
#endif
# 39 "v000025.cu"
__attribute__((visibility("hidden"))) void pivot12(const unsigned *input13, int *out14, float q15, const unsigned short *input16) ;
#if 0
# 39
{ 
# 40
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
d_fuse5 = idx17; 
# 42
__attribute__((unused)) static int sh_18[256]; 
# 43
d_fuse5 = ((__device_builtin_variable_threadIdx.x) | (input13[2])); 
# 44
signed char idx19 = q15; 
# 45
} 
#endif
# 47 "v000025.cu"
__attribute__((visibility("hidden"))) void stencil20(unsigned a21, float b22, int len23, int *out24) ;
#if 0
# 47
{ 
# 48
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
float u26[6] = {}; 
# 50
size_t h27{40UL}; 
# 51
if ((__device_builtin_variable_threadIdx.x) != len23) { 
# 52
goto out28; 
# 53
}  
# 54
(u26[1]) = (3); 
# 55
out28:; ; 
# 56
} 
#endif
# 58 "v000025.cu"
namespace math29 { 
# 59
enum class Op30 { 
# 60
Mul31, 
# 61
Mul32, 
# 62
Idle33, 
# 63
Green34, 
# 64
Red35 = 5
# 65
}; 
# 66
}
# 68
inline unsigned run_sift36(float a37, int stride38) { 
# 69
math29::Op30 cnt39 = math29::Op30::Red35; 
# 70
if (stride38 >= (a37 - (14))) { 
# 71
goto out40; 
# 72
}  
# 73
stride38 = 4308; 
# 74
out40:; ; 
# 75
return a37 + ((9) % ((unsigned)stride38)); 
# 76
} 
# 78
unsigned check_rank41(int n42) { 
# 79
auto fn45 = [](auto r43) { 
# 80
float acc44 = (24U); 
# 81
return r43 * 2; 
# 82
} ; typedef decltype(fn45) __T0;
# 83
fn45(n42); 
# 84
--n42; 
# 85
int pass46 = 0; 
# 86
while (pass46 < 2) { 
# 87
int base47 = (long)(n42 * pass46); 
# 88
++base47; 
# 89
if ((base47 > pass46) && (n42 > n42)) { 
# 90
return n42; 
# 91
}  
# 92
++pass46; 
# 93
}  
# 94
return ((n42 += n42), run_sift36(7 * pass46, -14)); 
# 95
} 
# 97
int main() { 
# 98
int count48 = 1016; 
# 99
count48 = (count48 % count48); 
# 100
count48++; 
# 101
check_rank41((check_rank41(count48)) - (sizeof(float) - count48)); 
# 102
(__cudaPushCallConfiguration(128, 14 + (14 + (14 + 22)))) ? (void)0 : pivot6((unsigned *)nullptr); 
# 103
(__cudaPushCallConfiguration((count48 + 255) / 256, 2 * (14 + 2))) ? (void)0 : accum9(check_rank41((float)(22.375F)), (64 < (count48 - count48)) ? count48 / count48 : 1146); 
# 104
(__cudaPushCallConfiguration(dim3(16, (count48 + 255) / 256, 2), ((dim3)(8 * 4)))) ? (void)0 : pivot12((const unsigned *)nullptr, nullptr, count48 + count48, nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000025.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b15a959b_10_v000025_cu_d4dcdaca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000025.cudafe1.stub.c"
#include "v000025.cudafe1.stub.c"
# 1 "v000025.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
