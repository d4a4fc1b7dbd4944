# 1 "i000616.cu"
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
# 7 "i000616.cu"
enum class Level3 { 
# 8
Idle4, 
# 9
High5, 
# 10
On6 = 6, 
# 11
Off7, 
# 12
Slow8
# 13
}; 
# 16
__attribute__((unused)) unsigned short pack9(float a10, Level3 a11) 
# 17
{int volatile ___ = 1;(void)a10;(void)a11;
# 24
::exit(___);}
#if 0
# 17
{ 
# 18
a10 += ((int)32L); 
# 19
if ((29) != a10) { 
# 20
return a10; 
# 21
}  
# 22
a10++; 
# 23
return (((a10 < a10) ? a10 : a10) - (__device_builtin_variable_blockDim.x)) + a10; 
# 24
} 
#endif
# 25 "i000616.cu"
enum class Phase12 { 
# 26
Red13 = 1, 
# 27
On14 = 3, 
# 28
Mul15 = 7, 
# 29
Low16 = 11, 
# 30
Red17 = 16
# 31
}; 
# 32
__attribute__((section("__nv_managed_data__"))) static double (*m_scale18)[4] = 0; 
# 34
struct __attribute((aligned(8))) Vec19 { 
# 35
int weight20; 
# 36
long sum21; 
# 37
unsigned flag22; 
# 38
}; 
# 40
char filter23(int n24, const Vec19 &cfg25, float q26) 
# 41
{ 
# 42
Vec19 prod27 = cfg25; 
# 43
--q26; 
# 44
n24 = 57; 
# 45
q26 += ((14.25F) + ((n24 << 6) - ((18.125F) / (cfg25.sum21)))); 
# 46
(prod27.weight20) ^= (cfg25.sum21); 
# 47
n24 = ((40 >> n24) & (cfg25.weight20)); 
# 48
unsigned e28 = q26; 
# 49
return (((n24 * e28) < (sizeof(Vec19) / ((cfg25.flag22) * (cfg25.flag22)))) ? n24 * e28 : (sizeof(Vec19) / ((cfg25.flag22) * (cfg25.flag22)))); 
# 50
} 
# 52
double check_warp29(int stride30, float cfg31) 
# 53
{ 
# 54
if ((cfg31 >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[3])) && (cfg31 > cfg31)) { 
# 55
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[1]; 
# 56
}  
# 57
Phase12 off32 = Phase12::Red17; 
# 58
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[stride30 & 3]) >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[1])) { 
# 59
goto skip33; 
# 60
}  
# 61
cfg31++; 
# 62
skip33:; ; 
# 63
return 31; 
# 64
} 
# 66
__attribute__((visibility("hidden"))) void lerp34_kernel(unsigned char *dst35, float *__restrict__ buf36, int *__restrict__ acc37, int lane38) ;
#if 0
# 67
{ 
# 68
int idx39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (idx39 >= lane38) { 
# 70
return; 
# 71
}  
# 72
double prod40 = dst35[lane38]; 
# 73
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[3])++; 
# 74
prod40--; 
# 75
(dst35[idx39 & 7]) ^= (dst35[2]); 
# 76
int diff41 = buf36[0]; 
# 77
} 
#endif
# 79 "i000616.cu"
int check_score42(const short *__restrict__ src43, long b44) 
# 80
{ 
# 81
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[b44]) *= ((unsigned)(((*src43) / b44) / (2))); 
# 82
b44 = ((57) * ((b44 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[b44 & (3)])) * ((b44 += ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[3])), 26U))); 
# 83
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[b44 & (3)])--; 
# 84
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[1]) = (((long)((58UL) / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[0]))) | (64 * (src43[0]))); 
# 85
(__cudaPushCallConfiguration((b44 + (31)) / (32), 32 * 2)) ? (void)0 : lerp34_kernel((unsigned char *)nullptr, nullptr, nullptr, 9L); 
# 86
static_assert((sizeof(int) == (4)));
# 87
++b44; 
# 88
return 4UL; 
# 89
} 
# 90
__attribute((host)) int misplaced47; 
# 92
int main() 
# 93
{ 
# 94
int count45 = 2487; 
# 95
static float val46 = (24.125F); 
# 96
val46 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale18)))[count45 & 3]); 
# 97
return 0; 
# 98
} 

# 1 "i000616.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4b379dd_10_i000616_cu_85e4ca6a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000616.cudafe1.stub.c"
#include "i000616.cudafe1.stub.c"
# 1 "i000616.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
