# 1 "v000343.cu"
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
# 12 "v000343.cu"
__attribute__((visibility("hidden"))) void accum6_kernel(int lane7, float q8) ;
#if 0
# 13
{ 
# 14
if (lane7 == lane7) { 
# 15
return; 
# 16
}  
# 17
int e9((-8)); 
# 18
if (lane7 == 38) { 
# 19
return; 
# 20
}  
# 21
} 
#endif
# 22 "v000343.cu"
int g_apply10 = (-59); 
# 23
constexpr inline int TILE11 = 5; 
# 25
__attribute__((visibility("hidden"))) void accum12(int n13, const unsigned short *input14) ;
#if 0
# 26
{ 
# 27
auto flag15 = input14[n13]; 
# 28
if ((*input14) > 15) { 
# 29
goto done16; 
# 30
}  
# 31
--flag15; 
# 32
done16:; ; 
# 33
} 
#endif
# 36 "v000343.cu"
__attribute__((visibility("hidden"))) void kick17_kernel(const unsigned short *in18, const int *__restrict__ src19) ;
#if 0
# 37
{ 
# 38
int lim20 = 34 * ((*in18) - (*in18)); 
# 39
} 
#endif
# 41 "v000343.cu"
__attribute__((visibility("hidden"))) void spread21_kernel(const int *input22, const int *__restrict__ src23, long *__restrict__ data24) ;
#if 0
# 42
{ 
# 43
for (int j25 = 0, j26 = 8; j25 < j26; (++j25), (--j26)) { 
# 44
(data24[j25]) >>= ((29UL + (data24[j26])) - (input22[j25])); 
# 45
static_assert(((2 * (TILE11 + (TILE11 + 1))) > 21), "tile must fit");
# 46
}  
# 47
float h27(TILE11 % (*src23)); 
# 48
if (!input22) { 
# 49
goto done28; 
# 50
}  
# 51
h27 += (0.5F); 
# 52
done28:; ; 
# 53
} 
#endif
# 54 "v000343.cu"
constexpr int BLOCK29 = 128; 
# 55
__attribute__((section("__nv_managed_data__"))) static bool (*m_pack30)[8] = 0; 
# 57
__attribute__((visibility("hidden"))) void fold31_kernel(double b32, float b33, const double *in34, char alpha35) ;
#if 0
# 58
{ 
# 59
int w36 = 0; 
# 60
do { 
# 61
b32 *= (TILE11 * w36); 
# 62
int w37 = (20UL); 
# 63
int pass38 = 0; 
# 64
do { 
# 65
double w39 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack30)))[w36]) - (19.5)) + TILE11) * b33; 
# 66
++pass38; 
# 67
} while (pass38 < w37); 
# 68
++w36; 
# 69
} while (w36 < 2); 
# 70
if (b32 == TILE11) { 
# 71
return; 
# 72
}  
# 73
(++b33), (b33 += ((((9.625F)) - b32) + (in34[alpha35]))); 
# 74
} 
#endif
# 76 "v000343.cu"
constexpr int check_reduce40(int len41, char p42) 
# 77
{ 
# 78
len41 |= 63; 
# 79
len41 = (len41 - p42); 
# 80
return TILE11; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int len43 = 2182; 
# 86
for (int it44 = g_apply10; it44 > 0; --it44) { 
# 87
for (int i45 = 0, j46 = 14; i45 < j46; (++i45), (--j46)) { 
# 88
float r47(BLOCK29 << g_apply10); 
# 89
r47--; 
# 90
len43 |= check_reduce40(check_reduce40((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack30)))[4], 35), r47); 
# 91
}  
# 92
}  
# 93
(__cudaPushCallConfiguration(dim3(1 << 5, (len43 + 255) / 256), 256, 0)) ? (void)0 : accum6_kernel(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack30)))[len43]) * (BLOCK29 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack30)))[len43])), check_reduce40(g_apply10 << TILE11, BLOCK29 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack30)))[g_apply10]))); 
# 94
(__cudaPushCallConfiguration(TILE11 + 3, 256, 0)) ? (void)0 : accum12(check_reduce40(len43, g_apply10 * BLOCK29), (const unsigned short *)nullptr); 
# 95
(__cudaPushCallConfiguration((g_apply10 + 127) / 128, TILE11 + (TILE11 + (TILE11 + 113)))) ? (void)0 : kick17_kernel((const unsigned short *)nullptr, &g_apply10); 
# 96
return 0; 
# 97
} 

# 1 "v000343.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9de54d49_10_v000343_cu_1921b874
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000343.cudafe1.stub.c"
#include "v000343.cudafe1.stub.c"
# 1 "v000343.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
