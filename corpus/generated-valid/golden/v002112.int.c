# 1 "v002112.cu"
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
# 18 "v002112.cu"
struct Pixel5 { 
# 19
short weight6; 
# 20
long x7; 
# 21
short total8(int h9) const 
# 22
{ 
# 23
return 57; 
# 24
} 
# 25
short scale10() const 
# 26
{ 
# 27
if ((weight6) < (weight6)) { 
# 28
return (x7) / (('a') + (weight6)); }  
# 29
return +((weight6) + 17L); 
# 30
} 
# 31
}; 
# 33
inline Pixel5 operator+(Pixel5 a, Pixel5 b) 
# 34
{ 
# 35
Pixel5 r = a; 
# 36
(r.weight6) += (b.weight6); 
# 37
(r.x7) += (b.x7); 
# 38
return r; 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void rank11_kernel(unsigned *data12, float b13) ;
#if 0
# 42
{ 
# 43
constexpr int idx14 = 61; 
# 44
Pixel5 v15 = Pixel5{static_cast< short>(data12[__device_builtin_variable_threadIdx.x]), (13)}; 
# 45
} 
#endif
# 46 "v002112.cu"
enum class Phase16 { Add17, Fast18}; 
# 47
__attribute__((section("__nv_managed_data__"))) static long *m_step19 = 0; 
# 48
static constexpr int TILE20 = 64; 
# 49
static float d_tally21; 
# 51
__attribute__((unused)) void smooth22(int n23) 
# 52
{int volatile ___ = 1;(void)n23;
# 55
::exit(___);}
#if 0
# 52
{ 
# 53
do { n23 += (((((__device_builtin_variable_threadIdx.x) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))) >= (__device_builtin_variable_threadIdx.x)) ? (__device_builtin_variable_blockIdx.x) ? TILE20 * (__device_builtin_variable_blockDim.y) : TILE20 : d_tally21); } while (0); 
# 54
Phase16 s24 = Phase16::Fast18; 
# 55
} 
#endif
# 57 "v002112.cu"
__attribute__((unused)) long bias25(Phase16 q26, const long long *in27) 
# 58
{int volatile ___ = 1;(void)q26;(void)in27;
# 71
::exit(___);}
#if 0
# 58
{ 
# 59
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) = ('\n'); 
# 60
d_tally21 = ((0.625F) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))); 
# 61
{ 
# 62
constexpr float m28 = (3208); 
# 63
int w29 = 0; 
# 64
while (w29 < 5) { 
# 65
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) += w29; } while (0); 
# 66
double h30 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) += (3892)), d_tally21)); 
# 67
++w29; 
# 68
}  
# 69
} 
# 70
return 40UL; 
# 71
} 
#endif
# 72 "v002112.cu"
static double d_warp31[8]; 
# 74
int main() 
# 75
{ 
# 76
int n32 = 3312; 
# 77
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) = (-(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))); 
# 78
n32 = ((57 / (n32 + TILE20)) - ((0U) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))))); 
# 79
n32 = (-((((23) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))) ? n32 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19)))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))))); 
# 80
(__cudaPushCallConfiguration(dim3(2 * (3 + 13), (n32 + 255) / 256), dim3((n32 + 31) / 32, 3 + (3 + (TILE20 + 58)), 2 * 2))) ? (void)0 : rank11_kernel(static_cast< unsigned *>(nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))) + ((0.0F) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_step19))))); 
# 81
return 0; 
# 82
} 

# 1 "v002112.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__37ee157e_10_v002112_cu_2895cdac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002112.cudafe1.stub.c"
#include "v002112.cudafe1.stub.c"
# 1 "v002112.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
