# 1 "v001574.cu"
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
# 9 "v001574.cu"
__attribute__((visibility("hidden"))) void bias5(int n6, int count7) ;
#if 0
# 10
{ 
# 11
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (tid8 >= n6) { 
# 13
return; 
# 14
}  
# 15
constexpr double diff9 = (-(12.25F)); 
# 16
if ((8 % count7) != (__device_builtin_variable_gridDim.y)) { 
# 17
int res10 = __device_builtin_variable_threadIdx.x; 
# 18
count7 |= 60; 
# 19
} else { 
# 20
int e11 = 63; 
# 21
}  
# 22
} 
#endif
# 23 "v001574.cu"
static_assert((10 == 10), "expected value");
# 24
static unsigned d_step12; 
# 25
static int c_merge13; 
# 26
static void pack14(float *__restrict__ data15, float *__restrict__ dst16, unsigned long *__restrict__ data17) ;
#if 0
# 27
{ 
# 28
unsigned tid18 = __device_builtin_variable_threadIdx.x; 
# 29
if ((d_step12 | (data17[3])) > (30)) { 
# 30
return; 
# 31
}  
# 32
d_step12 |= ((__device_builtin_variable_threadIdx.x) % (22)); 
# 33
auto f19 = ~d_step12; 
# 34
d_step12 = (d_step12 / (48)); 
# 35
} 
#endif
# 36 "v001574.cu"
void run_norm20(unsigned b21, int lane22, int n23) 
# 37
{ 
# 38
const char *y24 = ("kernel\n"); 
# 39
int acc25 = n23; 
# 40
acc25 = ((int)53); 
# 41
n23 |= ((acc25 ^ acc25) & 1); 
# 42
if ((b21 > acc25) && (11 > (y24[0]))) { 
# 43
return; 
# 44
}  
# 45
(__cudaPushCallConfiguration(dim3(128, 32, 1), 128)) ? (void)0 : bias5((acc25 < 27U) ? acc25 : 27U, 33); 
# 46
} 
# 47
static void shade26(int n27, int *__restrict__ data28, long beta29) ;
#if 0
# 48
{ 
# 49
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
auto lo31 = c_merge13; 
# 51
n27 = ((((data28[i30]) * 11L) >> 3) | (18U)); 
# 52
lo31 = (-36); 
# 53
int w32 = 0; 
# 54
while (w32 < c_merge13) { 
# 55
d_step12 >>= d_step12; 
# 56
++w32; 
# 57
}  
# 58
__attribute__((unused)) static int sh_33; 
# 59
int y34 = i30; 
# 60
} 
#endif
# 61 "v001574.cu"
__attribute((always_inline)) __attribute__((unused)) inline float warp35(int count36, const float *coef37, const int *__restrict__ src38) 
# 62
{int volatile ___ = 1;(void)count36;(void)coef37;(void)src38;
# 78
::exit(___);}
#if 0
# 62
{ 
# 63
if (float v39 = c_merge13; (src38[5]) == (d_step12 - (src38[c_merge13]))) { 
# 64
auto y40 = ((9) & d_step12) + (c_merge13 % (c_merge13 & c_merge13)); 
# 65
} else { 
# 66
int h41 = v39; 
# 67
int iter42 = 0; 
# 68
while (iter42 < 5) { 
# 69
if (((__device_builtin_variable_blockIdx.z) - (2)) > (static_cast< int>(coef37[7]))) { 
# 70
d_step12 |= d_step12; 
# 71
--h41; 
# 72
} else { 
# 73
}  
# 74
++iter42; 
# 75
}  
# 76
}  
# 77
return ((55UL + (__device_builtin_variable_threadIdx.x)) * (13U)) | (23L); 
# 78
} 
#endif
# 79 "v001574.cu"
void check_probe43(int lane44) 
# 80
{ 
# 81
if (!(lane44 < lane44)) { 
# 82
goto skip45; 
# 83
}  
# 84
lane44 = lane44; 
# 85
lane44++; 
# 86
(__cudaPushCallConfiguration(((dim3)(32)), 256)) ? (void)0 : shade26(22ULL, &lane44, -lane44); 
# 87
skip45:; ; 
# 88
} 
# 89
int main() 
# 90
{ 
# 91
int len46 = 2816; 
# 92
for (int i47 = len46; i47 > 0; --i47) { 
# 93
len46 = i47; 
# 94
for (int j48 = 0; j48 < len46; j48 += 1) { 
# 95
unsigned tmp49 = j48; 
# 96
constexpr signed char m50 = (52); 
# 97
}  
# 98
}  
# 99
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), sizeof(float) * (64))) ? (void)0 : pack14(nullptr, nullptr, nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v001574.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37bce789_10_v001574_cu_cd3f5ffa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001574.cudafe1.stub.c"
#include "v001574.cudafe1.stub.c"
# 1 "v001574.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
