# 1 "v000413.cu"
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
# 14 "v000413.cu"
__attribute__((visibility("hidden"))) void step6(const long long *input7, float a8, signed char *dst9) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern int dyn_10[]; 
# 17
if ((input7[6]) == (51)) { 
# 18
goto out11; 
# 19
}  
# 20
(*dst9) = (+((63) - (input7[1]))); 
# 21
(dst9[4])--; 
# 22
out11:; ; 
# 23
} 
#endif
# 24 "v000413.cu"
constexpr int run_scatter12(int count13) 
# 25
{ 
# 26
count13 += 34LL; 
# 27
--count13; 
# 28
return count13; 
# 29
} 
# 30
extern "C" __attribute__((visibility("hidden"))) void decay14(int n15, bool p16, float q17) ;
#if 0
# 31
{ 
# 32
--n15; 
# 33
__attribute__((unused)) static int sh_18[32]; 
# 34
} 
#endif
# 35 "v000413.cu"
static int c_kick19; 
# 36
__attribute((always_inline)) __attribute__((unused)) inline void tile20(const float *input21) 
# 37
{int volatile ___ = 1;(void)input21;
# 48
::exit(___);}
#if 0
# 37
{ 
# 38
constexpr int res22 = 22; 
# 39
__attribute__((unused)) static double sh_23[7 + (7 + 114)]; 
# 40
if (((c_kick19) ? 9 : res22) > (sh_23[c_kick19 & 127])) { 
# 41
goto finish24; 
# 42
}  
# 43
(sh_23[104]) *= (30); 
# 44
if ((input21[2]) >= (sh_23[64])) { 
# 45
return; 
# 46
}  
# 47
finish24:; ; 
# 48
} 
#endif
# 49 "v000413.cu"
__attribute((always_inline)) __attribute__((unused)) inline float bump25(float *__restrict__ dst26, int lane27) 
# 50
{int volatile ___ = 1;(void)dst26;(void)lane27;
# 54
::exit(___);}
#if 0
# 50
{ 
# 51
lane27 *= (dst26[4]); 
# 52
lane27 &= (-45); 
# 53
return -(11.875F); 
# 54
} 
#endif
# 55 "v000413.cu"
__attribute((always_inline)) __attribute__((unused)) inline float norm28(int count29) 
# 56
{int volatile ___ = 1;(void)count29;
# 63
::exit(___);}
#if 0
# 56
{ 
# 57
long u30(c_kick19); 
# 58
count29 = (-c_kick19); 
# 59
constexpr int prod31 = 64; 
# 60
constexpr bool r32 = (1); 
# 61
unsigned hi33 = bump25((float *)nullptr, 26UL) * bump25(nullptr, bump25(nullptr, r32)); 
# 62
return (((hi33 < prod31) ? 7 : hi33) + bump25(nullptr, u30)); 
# 63
} 
#endif
# 64 "v000413.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_smooth34 = 0; 
# 65
static int c_norm35[4]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T, int N> static void 
# 67
__wrapper__device_stub_pack36(T *__restrict__ &out37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern int dyn_38[]; 
# 70
--(dyn_38[6]); 
# 71
(dyn_38[1])++; 
# 72
int hi39 = 22; 
# 73
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) <= (c_norm35[hi39 & 3])) { 
# 74
goto done40; 
# 75
}  
# 76
(out37[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))]) -= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) + (sizeof(T) * (c_norm35[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))]))); 
# 77
done40:; ; 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000413.cu"
template< class T, int N> static void 
# 67
pack36(T *__restrict__ out37) 
# 68
{__wrapper__device_stub_pack36<T,N>(out37);
# 78
return;}
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern int dyn_38[]; 
# 70
--(dyn_38[6]); 
# 71
(dyn_38[1])++; 
# 72
int hi39 = 22; 
# 73
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) <= (c_norm35[hi39 & 3])) { 
# 74
goto done40; 
# 75
}  
# 76
(out37[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))]) -= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) + (sizeof(T) * (c_norm35[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))]))); 
# 77
done40:; ; 
# 78
} 
#endif
# 79 "v000413.cu"
int main() 
# 80
{ 
# 81
int size41 = 2443; 
# 82
if (size41 > size41) { 
# 83
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))); 
# 84
}  
# 85
(__cudaPushCallConfiguration(4, 128 * 2)) ? (void)0 : step6((const long long *)nullptr, run_scatter12((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))), nullptr); 
# 86
size41 += run_scatter12(size41); 
# 87
const char *t42 = ("7"); 
# 88
(__cudaPushCallConfiguration(7 + (7 + (7 + 43)), 7 + 505)) ? (void)0 : decay14((run_scatter12(t42[1])) + (sizeof(int) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34)))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))) * 26) > size41, 7 * run_scatter12((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth34))))); 
# 89
(__cudaPushCallConfiguration(7 + (7 + 2), 4 * (7 + 9))) ? (void)0 : pack36< unsigned, 7> (nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v000413.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4800f281_10_v000413_cu_b77c9038
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000413.cudafe1.stub.c"
#include "v000413.cudafe1.stub.c"
# 1 "v000413.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
