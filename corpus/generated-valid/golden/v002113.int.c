# 1 "v002113.cu"
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
# 8 "v002113.cu"
static int c_scale4[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10
template< class T, int N = 8> static void 
# 11
__wrapper__device_stub_relax5(T &a6, int *&acc7, T *&out8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern float dyn_9[]; 
# 14
const size_t r10 = a6; 
# 15
(acc7[r10 & (7)])++; 
# 16
T base11 = (27); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 10 "v002113.cu"
template< class T, int N = 8> static void 
# 11
relax5(T a6, int *acc7, T *out8) 
# 12
{__wrapper__device_stub_relax5<T,N>(a6,acc7,out8);
# 17
return;}
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern float dyn_9[]; 
# 14
const size_t r10 = a6; 
# 15
(acc7[r10 & (7)])++; 
# 16
T base11 = (27); 
# 17
} 
#endif
# 18 "v002113.cu"
static int d_lerp12[32]; 
# 25
__attribute__((visibility("hidden"))) void map_bump14(unsigned *data, int n) ;
#if 0
# 25
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 27 "v002113.cu"
namespace gpu15 { namespace sub16 { 
# 28
inline int weigh17(int *buf18) 
# 29
{ 
# 30
int h19 = 24; 
# 31
h19 = (33 * ((!(h19 <= (buf18[h19]))) ? h19 : ((*buf18) + h19))); 
# 32
return 1287 ^ h19; 
# 33
} 
# 34
enum Op20 { ADD21, GREEN22, BUSY23, BUSY24}; 
# 36
void drift25(long *acc26) 
# 37
{ 
# 38
gpu15::sub16::weigh17(reinterpret_cast< int *>(acc26)); 
# 39
(__cudaPushCallConfiguration(((gpu15::sub16::BUSY24) + ((gpu15::sub16::GREEN22) + 28)) * ((gpu15::sub16::GREEN22) + (gpu15::sub16::GREEN22)), 1 << 6, sizeof(double) * (32))) ? (void)0 : map_bump14(reinterpret_cast< unsigned *>(acc26), ((*acc26) && ((acc26[7]) > (*acc26))) ? gpu15::sub16::weigh17(reinterpret_cast< int *>(acc26)) : 60); 
# 40
(acc26[2]) = ((gpu15::sub16::weigh17((int *)nullptr)) ^ 3808UL); 
# 41
auto diff27 = (-5); 
# 42
if ((diff27 | diff27) >= diff27) { 
# 43
goto finish28; 
# 44
}  
# 45
if (!((*acc26) < diff27)) { 
# 46
return; }  
# 47
finish28:; ; 
# 48
} 
# 49
}}
# 51
float pack29(int n30, int *acc31, float cfg32) 
# 52
{ 
# 53
cfg32++; 
# 54
(__cudaPushCallConfiguration(64, 128, 0)) ? (void)0 : relax5< long, 7> (2317, &n30, reinterpret_cast< long *>(acc31)); 
# 55
--n30; 
# 56
gpu15::sub16::drift25(reinterpret_cast< long *>(acc31)); 
# 57
return 16; 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int size33 = 300; 
# 63
float mid34(gpu15::sub16::weigh17(&size33)); 
# 64
gpu15::sub16::Op20 mid35 = gpu15::sub16::BUSY24; 
# 65
if (size33 || (mid35 == mid34)) { 
# 66
return 20U + (mid35 * size33); }  
# 67
mid35 = gpu15::sub16::BUSY24; 
# 68
mid34 = mid34; 
# 69
int w36(((size33 | size33) <= mid34) ? (37 == mid35) ? size33 : mid34 : (37U)); 
# 70
return 0; 
# 71
} 

# 1 "v002113.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f52721b_10_v002113_cu_c_scale4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002113.cudafe1.stub.c"
#include "v002113.cudafe1.stub.c"
# 1 "v002113.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
