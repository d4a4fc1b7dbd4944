# 1 "v001260.cu"
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
# 7 "v001260.cu"
static char c_score3[8]; 
# 9
__attribute__((visibility("hidden"))) void scale4_kernel(const unsigned short *input5, int *data6) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_7[]; 
# 12
(*data6) = ((*data6) | (*input5)); 
# 13
int w8 = 0; 
# 14
if ((c_score3[7]) & 1) { 
# 15
goto done10; 
# 16
}  
# 17
while (w8 < w8) { 
# 18
unsigned long base9 = w8; 
# 19
(dyn_7[6]) = (1.5F); 
# 20
++w8; 
# 21
}  
# 22
done10:; ; 
# 23
} 
#endif
# 25 "v001260.cu"
namespace impl11 { namespace v12 { 
# 26
void smooth13(double cfg14, int stride15, int len16) 
# 27
{ 
# 28
unsigned *v17 = (nullptr); 
# 29
(v17[0]) = (('z') + len16); 
# 30
} 
# 32
inline void fuse18(float *buf19) 
# 33
{ 
# 34
(buf19[6]) = (+((*buf19) + (18.75F))); 
# 35
if (!(((*buf19) < (buf19[4])) && ((buf19[6]) == (*buf19)))) { 
# 36
(buf19[2]) = (((7.25F) - (buf19[4])) * (*buf19)); 
# 37
}  
# 38
(buf19[4]) = ((sizeof(int)) * (*buf19)); 
# 39
} 
# 40
}}
# 41
__attribute__((section("__nv_managed_data__"))) static bool *m_filter20 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 43
__attribute__((unused)) static void filter21(float *buf22, int stride23) 
# 44
{int volatile ___ = 1;(void)buf22;(void)stride23;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
if ((__device_builtin_variable_threadIdx.x) == (static_cast< int>(24UL))) { 
# 46
constexpr float r24 = (24.5F); 
# 47
}  
# 48
if ((__device_builtin_variable_threadIdx.x) && (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20)))) { 
# 49
return; 
# 50
}  
# 51
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001260.cu"
constexpr inline float kT25 = (2.5F); 
# 53
typedef unsigned *ptr26_t; 
# 54
constexpr int RADIUS27 = 7; 
# 55
static unsigned long long c_combine28; 
# 57
__attribute((always_inline)) __attribute__((unused)) static inline long scale29(const int *input30) 
# 58
{int volatile ___ = 1;(void)input30;
# 68
::exit(___);}
#if 0
# 58
{ 
# 59
unsigned q31 = c_combine28; 
# 60
bool q32 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) <= (17 / (c_score3[c_combine28])); 
# 61
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) != (RADIUS27 & q31)); 
# 62
if ((q32 == sizeof(short)) || ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) > c_combine28)) { 
# 63
return (c_combine28 - (input30[(__device_builtin_variable_threadIdx.x) & (7)])) & (c_score3[2]); 
# 64
}  
# 65
constexpr double lo33 = ((18.75F)); 
# 66
int x34 = (28UL / (__device_builtin_variable_blockIdx.y)) * (47UL + q31); 
# 67
return 1UL / ((-(input30[x34 & 7])) - ((5) + (__device_builtin_variable_gridDim.z))); 
# 68
} 
#endif
# 70 "v001260.cu"
namespace detail35 { namespace sub36 { 
# 71
constexpr int pack37(int stride38) 
# 72
{ 
# 73
stride38 = 2; 
# 74
return (19 + (~stride38)) - 1; 
# 75
} 
# 76
}}
# 77
const char g_scale39 = (39); 
# 84
__attribute__((visibility("hidden"))) void map_smooth41(unsigned *data, int n) ;
#if 0
# 84
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 86 "v001260.cu"
int main() 
# 87
{ 
# 88
int len42 = 706; 
# 89
const char *lo43 = ("ok"); 
# 90
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_filter20))) = (len42 <= (static_cast< int>(37))); 
# 91
len42 = kT25; 
# 92
(__cudaPushCallConfiguration(16, sizeof(float) * (16))) ? (void)0 : scale4_kernel(nullptr, &len42); 
# 93
(__cudaPushCallConfiguration(((dim3)((len42 + 63) / 64)), 1 << (5 + 2))) ? (void)0 : map_smooth41(nullptr, 53); 
# 94
return 0; 
# 95
} 

# 1 "v001260.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__98bb69d6_10_v001260_cu_c_score3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001260.cudafe1.stub.c"
#include "v001260.cudafe1.stub.c"
# 1 "v001260.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
