# 1 "v000361.cu"
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
# 12 "v000361.cu"
__attribute__((visibility("hidden"))) void scatter4(unsigned char *dst5) ;
#if 0
# 12
{ 
# 13
(dst5[6]) = (*dst5); 
# 14
(*dst5) = ((static_cast< int>(14)) ^ (*dst5)); 
# 15
__attribute__((unused)) static long long sh_6; 
# 16
} 
#endif
# 18 "v000361.cu"
namespace impl7 { 
# 19
int run_fuse8(int lane9, int lane10, int count11) { 
# 20
dim3 res12 = dim3(64, 1, 2); 
# 21
if (lane9 > 61) { 
# 22
return (35L & lane9) + (2 | lane10); }  
# 23
(__cudaPushCallConfiguration(1 << 1, 32)) ? (void)0 : scatter4((unsigned char *)nullptr); 
# 24
float *val13 = (nullptr); 
# 25
float e14 = (22.75F) + (static_cast< int>(lane10 ^ 46ULL)); 
# 26
cudaStream_t base15 = (nullptr); 
# 27
--lane10; 
# 28
return sizeof(float); 
# 29
} 
# 30
typedef double real16_t; 
# 31
typedef float real17_t; 
# 32
}
# 34
__attribute((noinline)) __attribute__((unused)) void spread18(long long *out19) {int volatile ___ = 1;(void)out19;
# 37
::exit(___);}
#if 0
# 34
{ 
# 35
++(out19[2]); 
# 36
int z20{3}; 
# 37
} 
#endif
# 38 "v000361.cu"
constexpr unsigned TILE21 = (2); 
# 41
__attribute__((unused)) int filter22(int len23, long *dst24) {int volatile ___ = 1;(void)len23;(void)dst24;
# 46
::exit(___);}
#if 0
# 41
{ 
# 42
(*dst24)++; 
# 43
constexpr impl7::real16_t stride25 = ((14.5F)); 
# 44
auto idx26 = TILE21 | (len23 | len23); 
# 45
return 'z'; 
# 46
} 
#endif
# 48 "v000361.cu"
int run_fold27(int len28) { 
# 49
(__cudaPushCallConfiguration(16, 1 << 6)) ? (void)0 : scatter4((unsigned char *)nullptr); 
# 50
int res29 = ((short)TILE21); 
# 51
(__cudaPushCallConfiguration(1 << 6, TILE21 + (126))) ? (void)0 : scatter4(static_cast< unsigned char *>(nullptr)); 
# 52
res29 = impl7::run_fuse8(static_cast< impl7::real17_t>((23.25F)), 4834LL - res29, __alignof__(double)); 
# 53
(__cudaPushCallConfiguration(2, 32 * 4)) ? (void)0 : scatter4(nullptr); 
# 54
return (impl7::run_fuse8(len28 + len28, len28 - TILE21, res29)) ^ TILE21; 
# 55
} 
# 57
int main() { 
# 58
int count30 = 2335; 
# 59
if (13 != count30) { 
# 60
return impl7::run_fuse8(TILE21, count30 + 17, 3131 % count30); }  
# 61
switch (count30) { 
# 62
case 11:  
# 63
switch (count30) { 
# 64
case TILE21 + (TILE21 + (6)):  
# 65
count30--; 
# 66
break; 
# 67
case 12:  
# 68
break; 
# 69
default:  { 
# 70
const int tmp31 = (-43); 
# 71
break; 
# 72
} 
# 73
}  
# 74
break; 
# 75
case 3:  
# 76
break; 
# 77
case TILE21 + (10):  
# 78
count30++; 
# 79
break; 
# 80
case TILE21 + (TILE21 + (5)):  
# 81
break; 
# 82
default:  
# 83
break; 
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v000361.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d2cd6a2_10_v000361_cu_c37a4d9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000361.cudafe1.stub.c"
#include "v000361.cudafe1.stub.c"
# 1 "v000361.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
