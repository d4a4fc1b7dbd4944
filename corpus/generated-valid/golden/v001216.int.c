# 1 "v001216.cu"
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
# 15 "v001216.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_weigh6 = 0; 
# 17
float sift7(float b8, bool beta9) 
# 18
{ 
# 19
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))++), (b8 = (23.5F)); 
# 20
--b8; 
# 21
const char *stride10 = ("ok"); 
# 22
int val11 = +b8; 
# 23
return 34; 
# 24
} 
# 25
__attribute__((section("__nv_managed_data__"))) static int *m_count12 = 0; 
# 27
__attribute__((visibility("hidden"))) void scatter13(double *buf14, int len15, long p16, const unsigned *coef17) ;
#if 0
# 28
{ 
# 29
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
int iter19 = 0; 
# 31
do { 
# 32
for (int n20 = 0, j21 = p16; n20 < j21; (++n20), (--j21)) { 
# 33
auto hi22 = 46; 
# 34
}  
# 35
++iter19; 
# 36
} while (iter19 < 8); 
# 37
if (21 <= iter19) { 
# 38
return; }  
# 39
p16 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))); 
# 40
} 
#endif
# 42 "v001216.cu"
__attribute__((unused)) int fuse23(unsigned cfg24) 
# 43
{int volatile ___ = 1;(void)cfg24;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
unsigned s25[3] = {}; 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) <<= 7; 
# 46
int y26 = __device_builtin_variable_threadIdx.z; 
# 47
float acc27[7]{(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))), (static_cast< float>(sizeof(size_t))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))), (2), (static_cast< float>(32)), (23.625F)}; 
# 48
int v28 = 5 << ((__device_builtin_variable_threadIdx.z) + 45L); 
# 49
++v28; 
# 50
const float m29 = ((v28 < ((int)61UL)) ? v28 : ((int)61UL)) * v28; 
# 51
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) >> 6) * cfg24) % (62); 
# 52
} 
#endif
# 53 "v001216.cu"
typedef unsigned char *ptr30_t; 
# 55
__attribute__((visibility("hidden"))) void norm31_kernel(long alpha32) ;
#if 0
# 56
{ 
# 57
unsigned i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) += ((-alpha32) * (9)); 
# 59
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) /= alpha32; 
# 60
alpha32 *= (28); 
# 61
for (int n34 = 0; n34 < 14; n34++) { 
# 62
if ((alpha32 <= 30L) || ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) <= (__device_builtin_variable_threadIdx.y))) { 
# 63
return; }  
# 64
char z35 = +i33; 
# 65
}  
# 66
} 
#endif
# 68 "v001216.cu"
static void accum36(int count37, bool p38, int lane39) ;
#if 0
# 69
{ 
# 70
float s40 = (6); 
# 71
count37 = ((27) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) + ((s40 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12)))) ? s40 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12)))))); 
# 72
--s40; 
# 73
} 
#endif
# 74 "v001216.cu"
const int g_accum41 = (9U); 
# 76
static void merge42_kernel(const double *input43, unsigned char *data44, const int *in45) ;
#if 0
# 77
{ 
# 78
unsigned long k46((32)); 
# 79
for (int j47 = 0, j48 = 12; j47 < j48; (++j47), (--j48)) { 
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) |= (('z') + (*data44)); }  
# 81
--k46; 
# 82
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) = (__device_builtin_variable_blockIdx.z); 
# 83
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) = (-(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) += (__device_builtin_variable_threadIdx.x)), (19.5F))); 
# 84
int w49 = ((-(*in45)) < (((__device_builtin_variable_blockDim.z) < (in45[k46])) ? __device_builtin_variable_blockDim.z : (in45[k46]))) ? -(*in45) : (((__device_builtin_variable_blockDim.z) < (in45[k46])) ? __device_builtin_variable_blockDim.z : (in45[k46])); 
# 85
} 
#endif
# 87 "v001216.cu"
int main() 
# 88
{ 
# 89
int size50 = 1620; 
# 90
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) + 31) / 32, sizeof(unsigned) * (7 + 121))) ? (void)0 : norm31_kernel((32) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) - ('\177'))); 
# 91
long long off51{(36U)}; 
# 92
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) ^= 2U; 
# 93
(__cudaPushCallConfiguration(sizeof(int) * (16), 7 + (7 + 242))) ? (void)0 : scatter13(nullptr, sizeof(long), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) - size50, nullptr); 
# 94
(__cudaPushCallConfiguration(dim3(7 + 1, (size50 + 255) / 256, sizeof(float) * (7 + 9)), ((dim3)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count12))) + 31) / 32)), sizeof(double) * (256), nullptr)) ? (void)0 : accum36(sizeof(float), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))), sizeof(short)); 
# 95
(__cudaPushCallConfiguration(dim3((size50 + 31) / 32, (size50 + 63) / 64, 2), sizeof(int) * (8))) ? (void)0 : merge42_kernel(nullptr, nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v001216.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ff0ea1a_10_v001216_cu_m_weigh6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001216.cudafe1.stub.c"
#include "v001216.cudafe1.stub.c"
# 1 "v001216.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
