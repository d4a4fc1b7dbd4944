# 1 "v000967.cu"
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
# 19 "v000967.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_bias7 = 0; 
# 20
constexpr inline int WIDTH8 = 64; 
# 21
static_assert(((12 + 1) > 12), "expected value");
# 24
__attribute((noinline)) __attribute__((unused)) void merge9(double q10, int count11) 
# 25
{int volatile ___ = 1;(void)q10;(void)count11;
# 30
::exit(___);}
#if 0
# 25
{ 
# 26
do { count11 += (8 + ((count11 += (-55)), WIDTH8)); } while (0); 
# 27
q10 = (((short)count11) & 15); 
# 28
count11 = (count11 & 15); 
# 29
float k12 = (64U); 
# 30
} 
#endif
# 33 "v000967.cu"
extern "C" __attribute__((visibility("hidden"))) void weigh13_kernel(double p14, short *__restrict__ dst15) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_16[]; 
# 36
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
int acc18 = __device_builtin_variable_threadIdx.x; 
# 38
if (!dst15) { 
# 39
return; }  
# 40
(++(dyn_16[acc18])), (acc18 = (((dyn_16[6]) < (22U)) ? dyn_16[6] : (22U))); 
# 41
const int r19 = dyn_16[7]; 
# 42
} 
#endif
# 45 "v000967.cu"
struct __attribute((aligned(16))) Bounds20 { 
# 46
float hi21; 
# 47
unsigned char val22; 
# 48
float hi23; 
# 49
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T, int N = 2> static void 
# 52
__wrapper__device_stub_reduce24(T *&out25, const short *&src26, const int *&coef27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 53
{ 
# 54
int idx28 = __device_builtin_variable_threadIdx.x; 
# 55
T cnt29 = coef27[3]; 
# 56
long y30 = (N) - (__device_builtin_variable_threadIdx.x); 
# 57
static_assert((sizeof(int) == (4)), "tile must fit");
# 58
cnt29 = ((static_cast< float>((23.125F))) - (((coef27[2]) * N) / __device_builtin_variable_warpSize)); 
# 59
bool val31 = cnt29 >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) * idx28); 
# 60
if ((out25[__device_builtin_variable_blockDim.x]) >= (out25[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7)))])) { 
# 61
return; }  
# 62
y30 = (27); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000967.cu"
template< class T, int N = 2> static void 
# 52
reduce24(T *out25, const short *src26, const int *coef27) 
# 53
{__wrapper__device_stub_reduce24<T,N>(out25,src26,coef27);
# 63
return;}
#if 0
# 53
{ 
# 54
int idx28 = __device_builtin_variable_threadIdx.x; 
# 55
T cnt29 = coef27[3]; 
# 56
long y30 = (N) - (__device_builtin_variable_threadIdx.x); 
# 57
static_assert((sizeof(int) == (4)), "tile must fit");
# 58
cnt29 = ((static_cast< float>((23.125F))) - (((coef27[2]) * N) / __device_builtin_variable_warpSize)); 
# 59
bool val31 = cnt29 >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) * idx28); 
# 60
if ((out25[__device_builtin_variable_blockDim.x]) >= (out25[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7)))])) { 
# 61
return; }  
# 62
y30 = (27); 
# 63
} 
#endif
# 65 "v000967.cu"
void march32(int lane33, int stride34, int len35) 
# 66
{ 
# 67
float hi36[8]{(3.5F), (26), static_cast< float>(len35), (15.875F), (36L), (-14), (47), (15.375F)}; 
# 68
long long acc37[5] = {(4726), static_cast< long long>(-(hi36[stride34])), static_cast< long long>((lane33 < 49) ? lane33 : 49)}; 
# 69
(acc37[lane33]) = (15); 
# 70
do { stride34 += (stride34 - ((lane33 & 15) + (acc37[stride34]))); } while (0); 
# 71
} 
# 74
class Particle38 { 
# 75
int w39; 
# 76
int z40; 
# 78
public: Particle38(int init41, int init42) : w39(init41), z40(init42) { } 
# 79
int scale43() const 
# 80
{ 
# 81
if (!(WIDTH8 < (z40))) { 
# 82
return 61; }  
# 83
return w39; 
# 84
} 
# 85
}; 
# 87
int main() 
# 88
{ 
# 89
int n44 = 3556; 
# 90
(__cudaPushCallConfiguration(dim3(1, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) + 63) / 64), 12 + (WIDTH8 + (12 + (WIDTH8 + (12 + 92)))))) ? (void)0 : weigh13_kernel((float)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) < n44) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) : n44), nullptr); 
# 91
int lim45 = WIDTH8; 
# 92
do { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_bias7))) += 55LL; } while (0); 
# 93
(__cudaPushCallConfiguration(16, 12 + (12 + 8))) ? (void)0 : reduce24< unsigned, 1> ((unsigned *)nullptr, nullptr, &n44); 
# 94
return 0; 
# 95
} 

# 1 "v000967.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c9dcaa18_10_v000967_cu_m_bias7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000967.cudafe1.stub.c"
#include "v000967.cudafe1.stub.c"
# 1 "v000967.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
