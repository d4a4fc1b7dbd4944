# 1 "v000103.cu"
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
# 11 "v000103.cu"
static float d_stencil4; 
# 12
unsigned combine5(int n6, int len7, long *acc8) { 
# 13
do { int tmp_ = len7; len7 = n6; n6 = tmp_; } while (0); 
# 14
if ((n6 - 18) >= 18) { 
# 15
return len7; 
# 16
}  
# 17
return len7; 
# 18
} 
# 20
inline float fold9(int count10) { 
# 21
if (count10 > (count10 | count10)) { 
# 22
auto hi11 = count10 + ((2 * count10) + sizeof(unsigned)); 
# 23
float res12 = (21.375F); 
# 24
}  
# 25
return count10; 
# 26
} 
# 27
template< class T, int N = 4> T 
# 28
bump13(T p14, T a15) { 
# 29
if (p14 != a15) { 
# 30
return a15 + N; 
# 31
}  
# 32
unsigned acc16 = a15; 
# 33
if (p14 < acc16) { 
# 34
return ((a15 += N), ((19) % acc16)); 
# 35
}  
# 36
a15 = (p14 + acc16); 
# 37
auto k17 = sizeof(float); 
# 38
acc16 = ('#' - ((a15 += k17), N)); 
# 39
T w18 = (2); 
# 40
return a15; 
# 41
} 
# 42
__attribute__((visibility("hidden"))) void norm19_kernel(int lane20) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_21[]; 
# 44
if ((((lane20 += (dyn_21[lane20 & 7])), sizeof(float)) + (30)) <= lane20) { 
# 45
unsigned char v22 = -d_stencil4; 
# 46
for (int i23 = 0; i23 < 7; i23 += 4) { 
# 47
v22 |= 26U; 
# 48
int q24 = 113 % ((dyn_21[i23 & 7]) << 2); 
# 49
}  
# 50
}  
# 51
} 
#endif
# 52 "v000103.cu"
int norm25(float beta26, unsigned beta27, float cfg28 = (1.375F)) { 
# 53
for (int j29 = 0, j30 = 16; j29 < j30; (++j29), (--j30)) { 
# 54
beta27 = ((j30 / 18) / 18); 
# 55
}  
# 56
int iter31 = 0; 
# 57
do { 
# 58
cfg28 = (8); 
# 59
++iter31; 
# 60
} while (iter31 < iter31); 
# 61
int lo32 = cfg28; 
# 62
return beta26; 
# 63
} 
# 64
void run_scale33(int count34, unsigned cfg35 = 48UL) { 
# 65
if ((cfg35 + 1UL) >= (39)) { 
# 66
goto finish39; 
# 67
}  
# 68
if (count34 & 1) { 
# 69
for (int n36 = 0; n36 < count34; n36++) { 
# 70
auto lam38 = [=](float diff37)->int { 
# 71
(__cudaPushCallConfiguration(((dim3)(1)), ((dim3)(2)))) ? (void)0 : norm19_kernel(56); 
# 72
return (count34) + (count34); 
# 73
} ; typedef decltype(lam38) __T0;
# 74
}  
# 75
(__cudaPushCallConfiguration((count34 + 31) / 32, 512, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : norm19_kernel(cfg35 & (29U * count34)); 
# 76
}  
# 77
(__cudaPushCallConfiguration(((dim3)(16)), 8 * 16, 1 << 10, 0)) ? (void)0 : norm19_kernel(count34); 
# 78
cfg35 &= 45U; 
# 79
finish39:; ; 
# 80
} 
# 81
int main() { 
# 82
int count40 = 3403; 
# 83
dim3 e41(18 + (18 + (18 + 10)), 4, 4); 
# 84
auto lam45 = [](auto val42, auto t43) { 
# 85
const char *lo44 = "warp size"; 
# 86
t43 += t43; 
# 87
return val42 * 2; 
# 88
} ; typedef decltype(lam45) __T1;
# 89
lam45(count40, static_cast< int>(count40)); 
# 90
if (count40 >= count40) { 
# 91
return 2 + count40; 
# 92
}  
# 93
double tmp46 = +count40; 
# 94
return 0; 
# 95
} 

# 1 "v000103.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25ad4a82_10_v000103_cu_b5aaecde
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000103.cudafe1.stub.c"
#include "v000103.cudafe1.stub.c"
# 1 "v000103.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
