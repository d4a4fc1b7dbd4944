# 1 "v000121.cu"
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
# 8 "v000121.cu"
namespace img3 { 
# 9
__attribute__((visibility("hidden"))) void sweep4_kernel(float a5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern int dyn_6[]; 
# 12
unsigned tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
char e8{(48L)}; 
# 14
a5 = (3 * (dyn_6[(__device_builtin_variable_threadIdx.y) & (7)])); 
# 15
(dyn_6[e8 & 7]) = a5; 
# 16
} 
#endif
# 18 "v000121.cu"
struct Vec9 { 
# 19
int vel10; 
# 20
float id11; 
# 21
float val12; 
# 22
int z13; 
# 23
int scale14(unsigned sum15) const 
# 24
{ 
# 25
if (((id11) != (47UL)) && ((id11) > (39))) { 
# 26
return (z13) & 24; }  
# 27
return z13; 
# 28
} 
# 29
void get16(float diff17) 
# 30
{ 
# 31
(id11) = ((val12) - (id11)); 
# 32
} 
# 33
}; 
# 34
enum class Mode18: long { 
# 35
Low19, 
# 36
High20 = 5L, 
# 37
Red21, 
# 38
Slow22, 
# 39
Fast23
# 40
}; 
# 41
}
# 43
static unsigned run_count24(int *__restrict__ dst25) 
# 44
{ 
# 45
switch (*dst25) { 
# 46
case 8:  
# 47
for (int j26 = 0; j26 < 2; ++j26) { 
# 48
for (int it27 = 15; it27 > 0; --it27) { 
# 49
unsigned v28(it27); 
# 50
if (it27 >= (dst25[7])) { 
# 51
return dst25[v28]; }  
# 52
}  
# 53
}  
# 54
break; 
# 55
}  
# 56
int flag29 = (dst25[2]) | 13U; 
# 57
int val30{(32U)}; 
# 58
return 33; 
# 59
} 
# 61
namespace ops31 { 
# 62
unsigned check_split32(float alpha33, double beta34, int n35) 
# 63
{ 
# 64
(beta34--), (alpha33 = (static_cast< size_t>(beta34))); 
# 65
if (!(alpha33 == alpha33)) { 
# 66
return run_count24(nullptr); }  
# 67
run_count24((int *)nullptr); 
# 68
img3::Mode18 prod36 = img3::Mode18::Fast23; 
# 69
return 61UL; 
# 70
} 
# 71
typedef float real37_t; 
# 72
enum class State38 { Fast39, Blue40 = 4}; 
# 73
}
# 76
__attribute__((visibility("hidden"))) void grow41_kernel(img3::Vec9 cfg42) ;
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern int dyn_43[]; 
# 79
int i44 = __device_builtin_variable_threadIdx.x; 
# 80
if (i44 <= 57) { 
# 81
return; }  
# 82
int f45[3]{54, (63L), (24U)}; 
# 83
img3::Vec9 stride46{(-24), static_cast< ops31::real37_t>((20.375F) + (cfg42.id11)), (7.0F), static_cast< int>((55) + (__device_builtin_variable_blockIdx.z))}; 
# 84
(cfg42.val12) += (cfg42.scale14(__device_builtin_variable_blockDim.y)); 
# 85
} 
#endif
# 86 "v000121.cu"
__attribute__((section("__nv_managed_data__"))) static long (*m_smooth47)[16] = 0; 
# 88
__attribute__((visibility("hidden"))) void count48_kernel(int count49, const double *in50, int *acc51) ;
#if 0
# 89
{ 
# 90
__attribute__((unused)) extern float dyn_52[]; 
# 91
unsigned idx53 = __device_builtin_variable_threadIdx.x; 
# 92
if (idx53 >= count49) { 
# 93
return; }  
# 94
(dyn_52[3]) = (20.875F); 
# 95
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth47)))[count49]) = ((25) / (idx53 % ((acc51[count49]) & 56))); 
# 96
(dyn_52[6]) = (count49 - 1); 
# 97
(acc51[2])++; 
# 98
unsigned m54 = idx53; 
# 99
} 
#endif
# 101 "v000121.cu"
constexpr int run_mix55(int n56, unsigned p57) 
# 102
{ 
# 103
n56 = p57; 
# 104
return n56 % ((35) + p57); 
# 105
} 
# 107
int main() 
# 108
{ 
# 109
int n58 = 4048; 
# 110
for (int i59 = 0; i59 < n58; ++i59) { 
# 111
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth47)))[n58 & 15]) = ((ops31::check_split32(54, i59, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth47)))[9]) | (9)) % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth47)))[n58 & 15])); }  
# 112
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : grow41_kernel(img3::Vec9{}); 
# 113
ops31::State38 q60 = ops31::State38::Fast39; 
# 114
(__cudaPushCallConfiguration((n58 + 255) / 256, 256, 1024, (cudaStream_t)0)) ? (void)0 : img3::sweep4_kernel(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_smooth47)))[n58 & 15]) + (9)); 
# 115
(__cudaPushCallConfiguration((n58 + 63) / 64, 128, 0)) ? (void)0 : count48_kernel(run_mix55(n58, run_mix55(n58, n58)), nullptr, static_cast< int *>(nullptr)); 
# 116
return 0; 
# 117
} 

# 1 "v000121.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f564d169_10_v000121_cu_e82cb34b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000121.cudafe1.stub.c"
#include "v000121.cudafe1.stub.c"
# 1 "v000121.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
