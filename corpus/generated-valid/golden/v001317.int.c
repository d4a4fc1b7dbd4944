# 1 "v001317.cu"
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
# 18 "v001317.cu"
__attribute__((visibility("hidden"))) void fold8_kernel(const float *__restrict__ coef9, double a10) ;
#if 0
# 19
{ 
# 20
constexpr double base11 = (23.375); 
# 22
#pragma unroll
for (
# 22
int j12 = 0; j12 < 11; j12 += 4) { 
# 23
a10 -= (20); 
# 24
int r13[7]{j12, j12, 15, 383, static_cast< int>(a10), j12, 16}; 
# 25
}  
# 26
} 
#endif
# 27 "v001317.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_bias14 = 0; 
# 28
constexpr int BLOCK15 = (sizeof(float) * (8)); 
# 30
void check_warp16(unsigned long q17 = 27UL) 
# 31
{ 
# 32
if (q17 == BLOCK15) { 
# 33
return; 
# 34
}  
# 35
constexpr unsigned t18 = (8 + 33); 
# 36
} 
# 38
inline void stencil19(int len20, int lane21) 
# 39
{ 
# 40
int flag22[8] = {4126, static_cast< int>(len20), 27, len20, (26L), BLOCK15}; 
# 41
for (int n23 = 0; n23 < len20; ++n23) { 
# 42
for (int n24 = 0, j25 = 7; n24 < j25; (++n24), (--j25)) { 
# 43
if (signed char off26 = (signed char)len20; off26 <= 27) { 
# 44
unsigned char *m27 = (nullptr); 
# 45
} else { 
# 46
(flag22[3]) -= (((((flag22[n23]) += 59), ((n23 < 1) ? n23 : 1)) < (sizeof(long long) - ((lane21 += len20), 59))) ? ((flag22[n23]) += 59), ((n23 < 1) ? n23 : 1) : (sizeof(long long) - ((lane21 += len20), 59))); 
# 47
--lane21; 
# 48
}  
# 49
}  
# 50
}  
# 51
} 
# 53
class Stats28 { 
# 54
int val29; 
# 55
float lo30; 
# 57
public: Stats28(int b31, float a32) : val29(b31), lo30(a32) { } 
# 58
float apply33() const 
# 59
{ 
# 60
unsigned hi34{(5)}; 
# 61
return hi34; 
# 62
} 
# 63
int get35() const 
# 64
{ 
# 65
return (7) - ((lo30) - (val29)); 
# 66
} 
# 67
}; 
# 69
__attribute__((visibility("hidden"))) void count36_kernel(int len37, const Stats28 a38) ;
#if 0
# 70
{ 
# 71
if (((int)len37) == BLOCK15) { 
# 72
return; 
# 73
}  
# 74
{ 
# 75
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) = ((((len37 += len37), (-BLOCK15)) < BLOCK15) ? (len37 += len37), (-BLOCK15) : BLOCK15); 
# 76
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) %= (static_cast< unsigned char>(((len37 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14)))) ? len37 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14)))) + (len37 - len37))); 
# 77
} 
# 78
float lo39 = static_cast< int>(22 * (len37 - 44)); 
# 79
} 
#endif
# 81 "v001317.cu"
int main() 
# 82
{ 
# 83
int len40 = 1380; 
# 84
(__cudaPushCallConfiguration(sizeof(float) * (4), sizeof(unsigned) * (8 + (7 + 1)))) ? (void)0 : fold8_kernel((const float *)nullptr, (int)((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))))); 
# 85
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))); 
# 86
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) /= 22; 
# 87
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))); 
# 88
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) + 255) / 256, 128)) ? (void)0 : count36_kernel((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) < 5) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))) : 5) - (len40 / sizeof(int)), Stats28((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias14))), sizeof(int))); 
# 89
return 0; 
# 90
} 

# 1 "v001317.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7c105eda_10_v001317_cu_d97b7af6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001317.cudafe1.stub.c"
#include "v001317.cudafe1.stub.c"
# 1 "v001317.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
