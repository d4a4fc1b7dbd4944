# 1 "v001721.cu"
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
# 15 "v001721.cu"
void check_kick7(float *dst8, int n9, float beta10) 
# 16
{ 
# 17
if (((*dst8) != (42)) || ((n9 << n9) > 34)) { 
# 18
auto prod11 = (4 * 2); 
# 19
}  
# 20
const char *res12 = ("x + 1"); 
# 21
int idx13((n9 + (47 - n9)) % ((unsigned char)((*dst8) + (dst8[n9])))); 
# 22
unsigned long u14 = n9; 
# 23
idx13 = (2782L); 
# 24
} 
# 26
template< class T> 
# 27
struct Body15 { 
# 28
T hi16; 
# 29
T lo17; 
# 30
unsigned count18; 
# 31
T reset19() const 
# 32
{ 
# 33
return count18; 
# 34
} 
# 35
}; 
# 42
__attribute__((visibility("hidden"))) void map_smooth21(double *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 43 "v001721.cu"
constexpr int WIDTH22 = 8; 
# 44
enum class Phase23 { 
# 45
Add24, 
# 46
Off25, 
# 47
Idle26, 
# 48
Slow27, 
# 49
Low28
# 50
}; 
# 51
static Body15< long>  c_merge29; 
# 52
enum Color30: int { BUSY31, RED32, BLUE33}; 
# 54
__attribute__((visibility("hidden"))) void tile34(int n35, unsigned beta36, int count37, int *__restrict__ dst38) ;
#if 0
# 55
{ 
# 56
n35 = ((n35 - (beta36 * 14LL)) * (c_merge29.reset19())); 
# 57
Phase23 mid39 = Phase23::Add24; 
# 58
count37 = WIDTH22; 
# 59
} 
#endif
# 61 "v001721.cu"
__attribute__((unused)) char probe40(float alpha41, unsigned q42) 
# 62
{int volatile ___ = 1;(void)alpha41;(void)q42;
# 74
::exit(___);}
#if 0
# 62
{ 
# 63
for (int it43 = 0; it43 < 3; ++it43) { 
# 64
for (int j44 = 0; j44 < 13; ++j44) { 
# 65
if (unsigned e45 = (59) - ((c_merge29.count18) % it43); ((float)it43) <= (j44 + q42)) { 
# 66
alpha41 = (WIDTH22 >> it43); 
# 67
++q42; 
# 68
} else { 
# 69
alpha41 = (c_merge29.reset19()); 
# 70
}  
# 71
}  
# 72
}  
# 73
return c_merge29.reset19() * (14); 
# 74
} 
#endif
# 76 "v001721.cu"
int main() 
# 77
{ 
# 78
int len46 = 1789; 
# 79
len46 = (17UL / len46); 
# 80
(__cudaPushCallConfiguration(dim3(4, 16, 1 << (BLUE33)), 64, 0)) ? (void)0 : tile34(WIDTH22, WIDTH22, WIDTH22 + len46, static_cast< int *>(nullptr)); 
# 81
if (((BUSY31) - len46) != len46) { 
# 82
for (int j47 = 0; j47 < 13; ++j47) { 
# 83
len46 = 61; 
# 84
len46 = (42 + j47); 
# 85
}  
# 86
} else { 
# 87
}  
# 88
(__cudaPushCallConfiguration((len46 + 127) / 128, dim3(128, (len46 + 63) / 64, 1 << 7), 1 << ((1 << 2) + ((1 << 2) + 2)))) ? (void)0 : map_smooth21(nullptr, WIDTH22 + len46); 
# 89
return 0; 
# 90
} 

# 1 "v001721.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__854a39c0_10_v001721_cu_7628b566
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001721.cudafe1.stub.c"
#include "v001721.cudafe1.stub.c"
# 1 "v001721.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
