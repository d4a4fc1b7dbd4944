# 1 "v001786.cu"
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
# 9 "v001786.cu"
enum State2: short { ON3, OFF4 = 4, BUSY5}; 
# 10
__attribute__((section("__nv_managed_data__"))) static int *m_pivot6 = 0; 
# 12
__attribute__((visibility("hidden"))) void march7_kernel(float beta8) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_9[]; 
# 14
beta8++; 
# 15
(dyn_9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))]) += 11L; 
# 16
__attribute__((unused)) static float sh_10[128]; 
# 17
__attribute__((unused)) static int sh_11[8]; 
# 18
beta8 -= (+(+beta8)); 
# 19
do { (dyn_9[0]) += ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) >= ((sh_11[0]) - (sh_10[84]))) && (37 != ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) * 22))) ? dyn_9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))] : ((14UL) / (beta8 + (10)))); } while (0); 
# 20
} 
#endif
# 21 "v001786.cu"
enum Color12 { FAST13, HIGH14, RED15, IDLE16}; 
# 22
enum Phase17: unsigned { SLOW18, MUL19 = 6U}; 
# 23
enum class Axis20 { High21, Low22 = 5, Busy23, Off24}; 
# 25
__attribute__((visibility("hidden"))) void norm25_kernel(char beta26, const float *coef27) ;
#if 0
# 25
{ 
# 26
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))); 
# 28
constexpr unsigned e29 = (32); 
# 29
__attribute__((unused)) static int sh_30[15][15]; 
# 30
float q31[8]{(22.125F), (4.0F), (9.0F), (1), (8.0F), (6.0F), (2.0F), (11.875F)}; 
# 31
--((sh_30[beta26])[3]); 
# 32
} 
#endif
# 35 "v001786.cu"
static float bias32(int lane33, float beta34, char b35) { 
# 36
const double f36 = (MUL19); 
# 37
int w37 = 0; 
# 38
do { 
# 39
b35 = ((-(-10L)) + (w37 * lane33)); 
# 40
lane33 |= ((w37 * 2) + (1241 - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))))); 
# 41
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) /= (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) / (OFF4)) + b35); 
# 42
++w37; 
# 43
} while (w37 < 5); 
# 44
return (16.25F); 
# 45
} 
# 47
int main() { 
# 48
int count38 = 709; 
# 49
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) *= count38; 
# 50
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) += (bias32(-11, (7.375F) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))), 35ULL) * (1)); } while (0); 
# 51
(__cudaPushCallConfiguration(((dim3)(4)), 512, 4096, (cudaStream_t)0)) ? (void)0 : march7_kernel(bias32(count38, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) * count38, 0ULL / count38)); 
# 52
(__cudaPushCallConfiguration(16, dim3(8 * ((HIGH14) + 1), OFF4))) ? (void)0 : norm25_kernel(bias32(RED15, (17.0F) + count38, (signed char)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))), nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v001786.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__522d19d8_10_v001786_cu_m_pivot6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001786.cudafe1.stub.c"
#include "v001786.cudafe1.stub.c"
# 1 "v001786.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
