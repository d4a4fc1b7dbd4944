# 1 "v001543.cu"
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
# 11 "v001543.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_scatter4 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12
template< class T, int N = 4> static void 
# 13
__wrapper__device_stub_spread5_kernel(const T *&in6, const T *&input7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_8[]; 
# 15
double diff9[3] = {}; 
# 16
(dyn_8[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))]) /= N; 
# 17
(diff9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))]) = (dyn_8[6]); 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001543.cu"
template< class T, int N = 4> static void 
# 13
spread5_kernel(const T *in6, const T *input7) {__wrapper__device_stub_spread5_kernel<T,N>(in6,input7);
# 18
return;}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_8[]; 
# 15
double diff9[3] = {}; 
# 16
(dyn_8[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))]) /= N; 
# 17
(diff9[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))]) = (dyn_8[6]); 
# 18
} 
#endif
# 20 "v001543.cu"
template< class T> 
# 21
struct Node10 { 
# 22
T x11; 
# 23
T id12; 
# 24
T reset13() const { 
# 25
float x14[6] = {static_cast< float>(x11), (4.0F), (15.25F), (9.0F), (35), (static_cast< float>(8))}; 
# 26
Node10 m15 = Node10{7, x11}; 
# 27
return (8.875F); 
# 28
} 
# 29
}; 
# 30
__attribute__((visibility("hidden"))) void reduce16(const float *in17, int stride18, const double *in19) ;
#if 0
# 30
{ 
# 31
int idx20 = __device_builtin_variable_threadIdx.x; 
# 32
if (idx20 >= stride18) { 
# 33
return; 
# 34
}  
# 35
switch (idx20 + 48) { 
# 36
case 10:  { 
# 37
int w21 = 0; 
# 38
while (w21 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))) { 
# 39
auto base22 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4))); 
# 40
if (stride18 <= 8) { 
# 41
do { stride18 += (*in19); } while (0); 
# 42
constexpr int sum23 = (39UL); 
# 43
}  
# 44
++w21; 
# 45
}  
# 46
break; 
# 47
} 
# 48
case 0:  
# 49
break; 
# 50
case 1:  
# 51
break; 
# 52
case 3:  
# 53
break; 
# 54
}  
# 55
} 
#endif
# 56 "v001543.cu"
inline long rank24(int *acc25) { 
# 57
size_t q26 = (4689); 
# 58
const int *r27 = (nullptr); 
# 59
return (long long)7; 
# 60
} 
# 61
int main() { 
# 62
int size28 = 3408; 
# 63
const long tmp29 = (-54); 
# 64
double q30[8]{(2.5), (4.125), (28), ((double)8), static_cast< double>(size28), (11.625), (33), (9)}; 
# 65
(__cudaPushCallConfiguration(dim3((size28 + 63) / 64, 1, (size28 + 31) / 32), 128)) ? (void)0 : spread5_kernel< long, 1> (nullptr, nullptr); 
# 66
(__cudaPushCallConfiguration(2, 32, 8 + (8 + (8 + 4072)))) ? (void)0 : reduce16(nullptr, 9, q30); 
# 67
return 0; 
# 68
} 

# 1 "v001543.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__edcba5e0_10_v001543_cu_abffe22b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001543.cudafe1.stub.c"
#include "v001543.cudafe1.stub.c"
# 1 "v001543.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
