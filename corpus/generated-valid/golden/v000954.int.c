# 1 "v000954.cu"
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
# 7 "v000954.cu"
enum Mode3: unsigned char { ADD4 = 2U, ADD5}; 
# 9
void accum6(int count7, int n8, int n9 = 173) 
# 10
{ 
# 11
static_assert((sizeof(int) == (4)));
# 12
bool sum10 = count7 > 10U; 
# 13
--n8; 
# 14
double cnt11 = (48); 
# 15
} 
# 17
struct alignas(8) Particle12 { 
# 18
float count13, weight14; 
# 19
float flag15; 
# 20
}; 
# 23
template< class T> 
# 24
__attribute((noinline)) __attribute__((unused)) T kick16(T *__restrict__ data17) 
# 25
{int volatile ___ = 1;(void)data17;
# 29
::exit(___);}
#if 0
# 25
{ 
# 26
T off18 = ((14.0)); 
# 27
long e19 = (*data17) + ((off18 += (9.0F)), (off18 - (data17[3]))); 
# 28
return (!data17) ? e19 : (6.875F); 
# 29
} 
#endif
# 31 "v000954.cu"
__attribute__((visibility("hidden"))) void smooth20_kernel(int *__restrict__ out21) ;
#if 0
# 32
{ 
# 33
(out21[6]) = (-60); 
# 34
bool m22 = (*out21) >= (*out21); 
# 35
int prod23(kick16< long> (nullptr)); 
# 36
(out21[prod23 & 7]) = m22; 
# 37
if ((m22 ? 0 : prod23) < m22) { 
# 38
return; 
# 39
}  
# 40
(--(out21[5])), ((out21[prod23]) = (33LL)); 
# 41
(*out21) = (4140U); 
# 42
} 
#endif
# 44 "v000954.cu"
template< class T, class U> 
# 45
__attribute((noinline)) __attribute__((unused)) int tally24(T cfg25) 
# 46
{int volatile ___ = 1;(void)cfg25;
# 50
::exit(___);}
#if 0
# 46
{ 
# 47
cfg25 = ADD4; 
# 48
float idx26 = (22); 
# 49
return kick16(&idx26) + (idx26 + ((cfg25 += 17U), idx26)); 
# 50
} 
#endif
# 52 "v000954.cu"
namespace math27 { 
# 53
__attribute__((unused)) inline float norm28(const Particle12 &cfg29, int count30) 
# 54
{int volatile ___ = 1;(void)cfg29;(void)count30;
# 59
::exit(___);}
#if 0
# 54
{ 
# 55
Particle12 acc31 = Particle12{(23.75F), (static_cast< float>((14.0F))), (5.0F)}; 
# 56
Mode3 y32 = ADD5; 
# 57
count30 = ((51 - tally24< unsigned, unsigned> (count30)) ^ 8); 
# 58
return -(13.5F); 
# 59
} 
#endif
# 61 "v000954.cu"
int scatter33(bool a34) 
# 62
{ 
# 63
accum6(((ADD4) * a34) ^ (ADD4), ADD5, 61UL); 
# 64
Particle12 sum35 = Particle12{}; 
# 65
sum35 = Particle12{(46UL), (4.0F), (4.0F)}; 
# 66
sum35 = sum35; 
# 67
return ~((a34 * 42) & (33 + a34)); 
# 68
} 
# 69
static int d_update36; 
# 70
}
# 72
int main() 
# 73
{ 
# 74
int len37 = 919; 
# 75
Mode3 m38 = ADD5; 
# 76
m38 = m38; 
# 77
m38 = m38; 
# 78
len37 = (math27::scatter33(m38 == (ADD4)) - (m38 % math27::scatter33(len37 < m38))); 
# 79
(__cudaPushCallConfiguration(dim3((len37 + 31) / 32, 16), 128)) ? (void)0 : smooth20_kernel(nullptr); 
# 80
(__cudaPushCallConfiguration(dim3((len37 + 31) / 32, 1 << 7, (len37 + 63) / 64), (ADD4) + ((ADD4) + 60))) ? (void)0 : smooth20_kernel(nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v000954.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9cc97f26_10_v000954_cu_4dbe6144
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000954.cudafe1.stub.c"
#include "v000954.cudafe1.stub.c"
# 1 "v000954.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
