# 1 "cxx_lambdas_host.cu"
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
# 5 "cxx_lambdas_host.cu"
__attribute__((visibility("hidden"))) void fill(int *p, int v, int n) ;
#if 0
# 6
{ 
# 7
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
if (i < n) { (p[i]) = v; }  
# 9
} 
#endif
# 11 "cxx_lambdas_host.cu"
template< class F> void 
# 12
for_each_chunk(int n, int chunk, F f) 
# 13
{ 
# 14
for (int off = 0; off < n; off += chunk) { 
# 15
f(off, ((n - off) < chunk) ? n - off : chunk); }  
# 16
} 
# 18
int main() 
# 19
{ 
# 20
int *buf = (nullptr); 
# 21
int launches = 0; 
# 22
const int threads = 128; 
# 24
auto grid_for = [threads](int n) { return ((n + threads) - 1) / threads; } ; typedef decltype(grid_for) __T0;
# 25
auto launch = [&](int off, int len) { 
# 26
(__cudaPushCallConfiguration((grid_for)(len), threads)) ? (void)0 : fill((buf) + off, off, len); 
# 27
++(launches); 
# 28
} ; typedef decltype(launch) __T1;
# 29
for_each_chunk(10000, 4096, launch); 
# 31
auto counter = [count = 0]() mutable { return ++(count); } ; typedef decltype(counter) __T2;
# 32
counter(); 
# 33
int calls = counter(); 
# 35
auto maxof = [](auto a, auto b) { return (a > b) ? a : b; } ; typedef decltype(maxof) __T3;
# 36
double m = (maxof((2.5), (1.0)) + (maxof(3, 4))); 
# 38
const int table_size = ([]{ 
# 39
int s = 1; 
# 40
while (s < 1000) { s <<= 1; }  
# 41
return s; 
# 42
} )(); 
# 44
int (*fp)(int) = [](int x) { return x * 2; } ; 
# 45
auto with_this = [=, &launches](int extra)->long { return (((long)(launches)) + extra) + (calls); } ; typedef decltype(with_this) __T4;
# 46
return ((int)with_this(fp(table_size))) + ((int)m); 
# 47
} 

# 1 "cxx_lambdas_host.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e07bff88_19_cxx_lambdas_host_cu_7a2e1c29
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_lambdas_host.cudafe1.stub.c"
#include "cxx_lambdas_host.cudafe1.stub.c"
# 1 "cxx_lambdas_host.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
