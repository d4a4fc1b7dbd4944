# 1 "v001083.cu"
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
# 12 "v001083.cu"
constexpr int update5(int count6, int lane7) 
# 13
{ 
# 14
lane7 ^= 6; 
# 15
count6 = (55UL); 
# 16
return count6; 
# 17
} 
# 19
__attribute__((visibility("hidden"))) void filter8_kernel(int *acc9, int lane10, const int *src11, int lane12) ;
#if 0
# 20
{ 
# 21
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(acc9[__device_builtin_variable_gridDim.z]) = (((32ULL + lane10) == ((int)((int)(*src11)))) ? -lane12 : gid13); 
# 23
lane12 += ((__device_builtin_variable_gridDim.x) ? __device_builtin_variable_threadIdx.x : ((gid13 + 34) >> 7)); 
# 24
} 
#endif
# 26 "v001083.cu"
__attribute__((visibility("hidden"))) void trace14_kernel(int lane15, int stride16) ;
#if 0
# 27
{ 
# 28
int gid17 = __device_builtin_variable_threadIdx.x; 
# 29
if (gid17 >= lane15) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static int sh_18[64]; 
# 33
if (stride16 < stride16) { 
# 34
goto finish21; 
# 35
}  
# 36
stride16 = 8; 
# 37
for (int j19 = 0; j19 < 5; j19++) { 
# 38
(sh_18[lane15]) /= ((int)4); 
# 39
auto cnt20 = __device_builtin_variable_blockIdx.y; 
# 40
}  
# 41
finish21:; ; 
# 42
} 
#endif
# 44 "v001083.cu"
int check_warp22(int count23, short a24) 
# 45
{ 
# 46
bool m25{false}; 
# 47
if (!m25) { 
# 48
return sizeof(double); 
# 49
}  
# 50
(__cudaPushCallConfiguration(8 + (64 + (48 + 8)), 64 + (64 + 128), 256)) ? (void)0 : trace14_kernel(count23, static_cast< long long>((double)48)); 
# 51
a24 /= 46; 
# 52
return 8; 
# 53
} 
# 54
static bool d_count26; 
# 56
int lerp27(short b28, float alpha29, int stride30) 
# 57
{ 
# 58
if (b28 * b28) { 
# 59
goto skip34; 
# 60
}  
# 61
if (!b28) { 
# 62
return (3981UL) - alpha29; 
# 63
}  
# 64
b28 <<= (((unsigned)7) - stride30); 
# 65
for (int i31 = 0; i31 < b28; ++i31) { 
# 66
alpha29 = (static_cast< int>(64)); 
# 67
int iter32 = 0; 
# 68
do { 
# 69
(__cudaPushCallConfiguration(dim3(32, (stride30 + 255) / 256, 4), 64 + 64, 64 + 192)) ? (void)0 : filter8_kernel(static_cast< int *>(nullptr), stride30, nullptr, iter32 + (sizeof(long long) + iter32)); 
# 70
dim3 stride33 = dim3(8 + 8, (i31 + 255) / 256); 
# 71
++iter32; 
# 72
} while (iter32 < iter32); 
# 73
}  
# 74
skip34:; ; 
# 75
return ((2 + stride30) - 4622) >> 3; 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int n35 = 1122; 
# 81
dim3 f36((n35 + 31) / 32, 1 << 1, 8 + 8); 
# 82
dim3 idx37 = dim3((n35 + 255) / 256, 1 << 6, 1 << 7); 
# 83
([]() { 
# 84
static_assert((sizeof(int) == (4)));
# 85
const char *x38 = ("AB"); 
# 86
} )(); 
# 87
const char *v39 = ("path\\to"); 
# 88
dim3 idx40((n35 + 31) / 32); 
# 89
return 0; 
# 90
} 

# 1 "v001083.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__78f6d952_10_v001083_cu_f79313e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001083.cudafe1.stub.c"
#include "v001083.cudafe1.stub.c"
# 1 "v001083.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
