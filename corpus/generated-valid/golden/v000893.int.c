# 1 "v000893.cu"
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
# 28 "v000893.cu"
__attribute__((visibility("hidden"))) void warp9_kernel(int lane10, const int *src11, int n12) ;
#if 0
# 29
{ 
# 30
lane10 = 4; 
# 31
__attribute__((unused)) static unsigned long long sh_13; 
# 32
unsigned long q14 = (*src11) | sh_13; 
# 33
if ((src11[lane10 & 7]) >= q14) { 
# 34
return; 
# 35
}  
# 36
__attribute__((unused)) static int sh_15[64]; 
# 37
constexpr float e16 = (1.625F); 
# 38
} 
#endif
# 40 "v000893.cu"
struct Node17 { 
# 41
float hi18; 
# 42
int count19, sum20; 
# 43
int x21; 
# 44
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, class U> static void 
# 48
__wrapper__device_stub_rank22_kernel(const U *&input23, U &p24, const U *&coef25, const Node17 &cfg26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
p24 = (1UL - (-p24)); 
# 51
char flag27 = coef25[1]; 
# 52
do { p24 += ((11.125) - flag27); } while (0); 
# 53
p24 = (8.75); 
# 54
for (int it28 = 0; it28 < 6; ++it28) { 
# 55
float base29[8] = {static_cast< float>(37 | (cfg26.count19)), static_cast< float>((*coef25) - 5), (-(21.5F)), (21.0F), (static_cast< float>((6.125F))), (23)}; 
# 56
}  
# 57
(--flag27), (p24 = (*input23)); 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000893.cu"
template< class T, class U> static void 
# 48
rank22_kernel(const U *input23, U p24, const U *coef25, const Node17 cfg26) 
# 49
{__wrapper__device_stub_rank22_kernel<T,U>(input23,p24,coef25,cfg26);
# 58
return;}
#if 0
# 49
{ 
# 50
p24 = (1UL - (-p24)); 
# 51
char flag27 = coef25[1]; 
# 52
do { p24 += ((11.125) - flag27); } while (0); 
# 53
p24 = (8.75); 
# 54
for (int it28 = 0; it28 < 6; ++it28) { 
# 55
float base29[8] = {static_cast< float>(37 | (cfg26.count19)), static_cast< float>((*coef25) - 5), (-(21.5F)), (21.0F), (static_cast< float>((6.125F))), (23)}; 
# 56
}  
# 57
(--flag27), (p24 = (*input23)); 
# 58
} 
#endif
# 61 "v000893.cu"
__attribute__((visibility("hidden"))) void bump30_kernel(short a31) ;
#if 0
# 62
{ 
# 63
if (!(a31 != a31)) { 
# 64
goto skip35; 
# 65
}  
# 66
if ((a31 ^ a31) != 32U) { 
# 67
return; 
# 68
}  
# 69
for (int n32 = 0, j33 = a31; n32 < j33; (++n32), (--j33)) { 
# 70
const int lo34 = a31; 
# 71
++a31; 
# 72
a31 = (((lo34 + lo34) * (j33 | a31)) - ((lo34 ^ 19UL) - (28U * n32))); 
# 73
}  
# 74
a31 = (11 - (static_cast< int>(a31))); 
# 75
skip35:; ; 
# 76
} 
#endif
# 77 "v000893.cu"
constexpr int TILE36 = 2; 
# 79
__attribute__((visibility("hidden"))) void tally37_kernel(const Node17 q38, long *data39, const float *src40, int len41) ;
#if 0
# 80
{ 
# 81
long v42 = len41; 
# 82
(data39[0]) = (40UL + len41); 
# 83
len41 = ((-(TILE36 - len41)) + (v42 | (TILE36 % v42))); 
# 84
Node17 val43 = q38; 
# 85
int u44 = (20UL) / ((q38.count19) * (src40[len41])); 
# 86
auto h45 = (((4313) + (data39[v42 & (7)])) * (1773L % v42)) ^ (((*data39) % (data39[len41])) * (59U)); 
# 87
} 
#endif
# 89 "v000893.cu"
int main() 
# 90
{ 
# 91
int size46 = 3859; 
# 92
if ((size46 * 11) >= 50ULL) { 
# 93
return size46; 
# 94
}  
# 95
if (size46 != size46) { 
# 96
return +(TILE36 + size46); 
# 97
}  
# 98
const char *off47 = ("4"); 
# 99
(__cudaPushCallConfiguration((size46 + 63) / 64, (TILE36 + (4 + 10)) * (TILE36 + TILE36), sizeof(int) * (64), nullptr)) ? (void)0 : warp9_kernel(TILE36, (const int *)nullptr, size46); 
# 100
(__cudaPushCallConfiguration(TILE36 + 6, 32)) ? (void)0 : rank22_kernel< unsigned, float> (nullptr, ((size46 += TILE36), (-53)), static_cast< const float *>(nullptr), Node17{(6.0F), TILE36, 62, 52}); 
# 101
(__cudaPushCallConfiguration((size46 + 255) / 256, 4 + (TILE36 + 26))) ? (void)0 : bump30_kernel(TILE36); 
# 102
return 0; 
# 103
} 

# 1 "v000893.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0fb2793b_10_v000893_cu_a795f2e8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000893.cudafe1.stub.c"
#include "v000893.cudafe1.stub.c"
# 1 "v000893.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
