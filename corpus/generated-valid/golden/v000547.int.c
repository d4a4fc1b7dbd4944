# 1 "v000547.cu"
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
# 17 "v000547.cu"
__attribute__((visibility("hidden"))) void blend4_kernel(int stride5, int *__restrict__ out6) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern double dyn_7[]; 
# 19
stride5 = (((out6[stride5 & 7]) += 62), ((*out6) | stride5)); 
# 20
const unsigned char *s8 = ((const unsigned char *)nullptr); 
# 21
} 
#endif
# 22 "v000547.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_spread9 = 0; 
# 24
__attribute__((visibility("hidden"))) void drift10_kernel(float *buf11, const unsigned *__restrict__ in12) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern long dyn_13[]; 
# 26
int e14[7] = {}; 
# 27
((dyn_13[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) & (7)])--), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))); 
# 28
int stride15[2] = {}; 
# 29
(dyn_13[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) & (7)]) = (10); 
# 30
} 
#endif
# 31 "v000547.cu"
enum class State16 { Green17, Green18 = 2, Busy19 = 4}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, int N> static void 
# 34
__wrapper__device_stub_trace20(const T *__restrict__ &input21, int &n22, int &lane23, const unsigned long *&in24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_25[]; 
# 36
--(dyn_25[n22]); 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) = (N); 
# 38
T *e26 = (static_cast< T *>(nullptr)); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000547.cu"
template< class T, int N> static void 
# 34
trace20(const T *__restrict__ input21, int n22, int lane23, const unsigned long *in24) {__wrapper__device_stub_trace20<T,N>(input21,n22,lane23,in24);
# 39
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_25[]; 
# 36
--(dyn_25[n22]); 
# 37
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) = (N); 
# 38
T *e26 = (static_cast< T *>(nullptr)); 
# 39
} 
#endif
# 40 "v000547.cu"
static int d_tile27[64]; 
# 42
__attribute__((visibility("hidden"))) void relax28(int n29, const unsigned *in30, const int *__restrict__ src31) ;
#if 0
# 42
{ 
# 43
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))++; 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))++; 
# 45
State16 h32 = State16::Busy19; 
# 46
auto t33 = 4790ULL; 
# 47
if (t33 <= (src31[t33 & (7)])) { 
# 48
goto done34; 
# 49
}  
# 50
n29++; 
# 51
h32 = State16::Green18; 
# 52
(d_tile27[22]) = n29; 
# 53
done34:; ; 
# 54
} 
#endif
# 56 "v000547.cu"
__attribute__((visibility("hidden"))) void trace35(float alpha36, int *acc37, float cfg38, float b39) ;
#if 0
# 56
{ 
# 57
b39--; 
# 58
short *e40 = (nullptr); 
# 59
if ((e40 != (nullptr)) || ((d_tile27[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))]) > b39)) { 
# 60
return; 
# 61
}  
# 62
cfg38 = ((alpha36 += (acc37[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))])), ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) <= (d_tile27[31])) || ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) > 21ULL)) ? (0.25F) : (acc37[0]))); 
# 63
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) = b39; 
# 64
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))++; 
# 65
} 
#endif
# 66 "v000547.cu"
enum Phase41 { LOW42, ADD43}; 
# 68
constexpr int weigh44(int stride45) { 
# 69
stride45 = ((60U < stride45) ? 2169 + stride45 : stride45); 
# 70
stride45 = (14UL); 
# 71
return stride45; 
# 72
} 
# 74
int main() { 
# 75
int count46 = 3642; 
# 76
dim3 stride47 = ((dim3)(10 + ((ADD43) + 245))); 
# 77
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))++; 
# 78
count46 = (ADD43); 
# 79
(__cudaPushCallConfiguration(1, ((dim3)((count46 + 63) / 64)), 256, 0)) ? (void)0 : blend4_kernel(static_cast< int>(count46), &count46); 
# 80
(__cudaPushCallConfiguration(8, 512, sizeof(int) * (1024))) ? (void)0 : drift10_kernel((float *)nullptr, nullptr); 
# 81
(__cudaPushCallConfiguration(dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9))) + (31)) / (32), (count46 + 31) / 32), 10 + 246, 0, nullptr)) ? (void)0 : trace20< double, 2> (nullptr, weigh44((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_spread9)))), (18 ^ count46) * weigh44(count46), static_cast< const unsigned long *>(nullptr)); 
# 82
return 0; 
# 83
} 

# 1 "v000547.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4de3903_10_v000547_cu_2b889569
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000547.cudafe1.stub.c"
#include "v000547.cudafe1.stub.c"
# 1 "v000547.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
