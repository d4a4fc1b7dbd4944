# 1 "template_nontype_template_template.cu"
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
# 5 "template_nontype_template_template.cu"
template< class T, int N> 
# 6
struct StaticArray { 
# 7
T data[N]; 
# 8
constexpr int size() const { return N; } 
# 9
T &operator[](int i) { return (data)[i]; } 
# 10
}; 
# 12
template< class T, int N> 
# 13
struct RegisterTile { 
# 14
T v[N]; 
# 15
T &operator[](int i) { return (v)[i]; } 
# 16
constexpr int size() const { return N; } 
# 17
}; 
# 19
template< class T, int N, template< class , int >  class Storage = StaticArray, bool Clamp = false> 
# 20
struct Filter { 
# 21
Storage< T, N>  taps; 
# 22
T run(const T *x) { 
# 23
T acc = T(); 
# 24
for (int k = 0; k < N; ++k) { acc += (((taps)[k]) * (x[k])); }  
# 25
if (Clamp && (acc < T())) { acc = T(); }  
# 26
return acc; 
# 27
} 
# 28
}; 
# 30
template< auto Value> struct Constant { static constexpr inline __decltype(Value) value = (Value); }; 
# 32
int g_counter = 0; 
# 33
template< int *Counter> void bump() { ++(*Counter); } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35
template< class T, int N, template< class , int >  class S, bool C> static void 
# 36
__wrapper__device_stub_apply_filter(Filter< T, N, S, C>  &f, const T *&x, T *&y, int &n) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if ((i + N) <= n) { (y[i]) = f.run(x + i); }  
# 40
} 
#endif

#pragma GCC diagnostic pop

# 35 "template_nontype_template_template.cu"
template< class T, int N, template< class __T0, int __T1>  class S, bool C> static void 
# 36
apply_filter(Filter< T, N, S, C>  f, const T *x, T *y, int n) 
# 37
{__wrapper__device_stub_apply_filter<T,N,S,C>(f,x,y,n);
# 40
return;}
#if 0
# 37
{ 
# 38
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if ((i + N) <= n) { (y[i]) = f.run(x + i); }  
# 40
} 
#endif
# 42 "template_nontype_template_template.cu"
int main() 
# 43
{ 
# 44
Filter< float, 5>  smooth{}; 
# 45
Filter< int, 3, RegisterTile, true>  edge{}; 
# 46
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : apply_filter(smooth, (const float *)nullptr, (float *)nullptr, 256); 
# 47
int *buf = (nullptr); 
# 48
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : apply_filter(edge, buf, buf, 256); 
# 49
bump< &g_counter> (); 
# 50
return ((Constant< 7> ::value + Constant< 'a'> ::value) + (smooth.taps).size()) + g_counter; 
# 51
} 

# 1 "template_nontype_template_template.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1474ee47_37_template_nontype_template_template_cu_0e4352af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_nontype_template_template.cudafe1.stub.c"
#include "template_nontype_template_template.cudafe1.stub.c"
# 1 "template_nontype_template_template.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
