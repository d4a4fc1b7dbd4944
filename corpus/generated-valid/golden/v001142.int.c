# 1 "v001142.cu"
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
# 7 "v001142.cu"
__attribute__((visibility("hidden"))) void weigh2(float q3) ;
#if 0
# 7
{ 
# 8
__attribute__((unused)) extern unsigned dyn_4[]; 
# 9
int prod5 = 14; 
# 10
if ((dyn_4[prod5]) != prod5) { 
# 11
return; 
# 12
}  
# 13
float base6[5] = {q3, q3}; 
# 14
if ((dyn_4[5]) == prod5) { 
# 15
return; 
# 16
}  
# 17
q3 /= (4); 
# 18
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 20 "v001142.cu"
__attribute((noinline)) __attribute__((unused)) static unsigned filter7(int stride8 = -21) {int volatile ___ = 1;(void)stride8;
# 24
::exit(___);}
#if 0
# 20
{ 
# 21
const float x9 = stride8 + (stride8 / (stride8 + stride8)); 
# 22
stride8 = (-stride8); 
# 23
return x9 / ((4786LL % stride8) | stride8); 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001142.cu"
__attribute__((visibility("hidden"))) void fold10_kernel(short *__restrict__ dst11) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_12[]; 
# 28
__attribute__((unused)) static int sh_13; 
# 29
if ((sh_13 | (dst11[2])) > (dst11[1])) { 
# 30
return; 
# 31
}  
# 32
int pass14 = 0; 
# 33
do { 
# 34
if ((pass14 + 26LL) == (__alignof__(double))) { 
# 35
break; 
# 36
}  
# 37
sh_13 = sh_13; 
# 38
unsigned f15 = (572); 
# 39
++pass14; 
# 40
} while (pass14 < sh_13); 
# 41
} 
#endif
# 42 "v001142.cu"
__attribute__((section("__nv_managed_data__"))) static char *m_bump16 = 0; 
# 44
__attribute__((visibility("hidden"))) void relax17(int lane18, int *data19, long long *__restrict__ acc20, float p21) ;
#if 0
# 44
{ 
# 45
constexpr int tmp22 = (48U); 
# 46
(data19[1]) &= (data19[7]); 
# 47
lane18 = (((2) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) & 25) / (lane18 ^ (acc20[lane18 & 7])))) + (9)); 
# 48
} 
#endif
# 49 "v001142.cu"
static unsigned c_split23[2]; 
# 51
double run_grow24(int len25, int stride26) { 
# 52
for (int j27 = 0; j27 < 2; ++j27) { 
# 53
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) |= (((short)57) & j27); 
# 54
(__cudaPushCallConfiguration((j27 + 31) / 32, 128, sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : relax17(stride26, &len25, (long long *)nullptr, (3.25F) + j27); 
# 55
for (int n28 = 0; n28 < len25; ++n28) { 
# 56
if (len25 < (len25 + 34U)) { 
# 57
return (22.5); 
# 58
}  
# 59
len25 = (+(~((2 * j27) + 5U))); 
# 60
}  
# 61
}  
# 62
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) += 45), (stride26 + len25)); 
# 63
} 
# 65
__attribute__((unused)) size_t weigh29(const int *__restrict__ in30, int *out31, long alpha32) {int volatile ___ = 1;(void)in30;(void)out31;(void)alpha32;
# 74
::exit(___);}
#if 0
# 65
{ 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) = (*out31); 
# 67
for (int j33 = 0; j33 < 3; j33 += 1) { 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) ^= (-(~(-j33))); 
# 69
}  
# 70
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) &= ((((in30[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) & 7]) | (c_split23[alpha32 & (1)])) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) * 31U)) & 37L); 
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) = (((2 * (out31[alpha32])) + ((c_split23[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) & 1]) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))))) - ((30) / (c_split23[1]))); 
# 72
constexpr int val34 = 10; 
# 73
return 7L + (alpha32 * (20U)); 
# 74
} 
#endif
# 75 "v001142.cu"
constexpr inline int LANES35 = 64; 
# 77
int main() { 
# 78
int size36 = 2001; 
# 79
const double x37 = size36; 
# 80
for (int n38 = 0, j39 = size36; n38 < j39; (++n38), (--j39)) { 
# 81
size36 = n38; 
# 82
}  
# 83
const char *tmp40 = ("\"q\"_tail"); 
# 84
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bump16))) %= size36; 
# 85
(__cudaPushCallConfiguration(32 * 2, ((dim3)(64)), sizeof(int) * (256))) ? (void)0 : weigh2(size36 + (LANES35 + size36)); 
# 86
(__cudaPushCallConfiguration(((dim3)(512)), 64, 1024, nullptr)) ? (void)0 : fold10_kernel(nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v001142.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cee68093_10_v001142_cu_430b84ef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001142.cudafe1.stub.c"
#include "v001142.cudafe1.stub.c"
# 1 "v001142.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
