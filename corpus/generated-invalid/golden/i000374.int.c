# 1 "i000374.cu"
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
# 9 "i000374.cu"
struct Acc4 { 
# 10
unsigned hi5; 
# 11
int weight6; 
# 12
int scale7(double m8) const { 
# 13
m8 = (+m8); 
# 14
return static_cast< unsigned long long>(m8 * (10U)); 
# 15
} 
# 16
unsigned mix9() const { 
# 17
return hi5; 
# 18
} 
# 19
}; 
# 21
inline Acc4 operator+(Acc4 a, Acc4 b) { 
# 22
Acc4 r = a; 
# 23
(r.hi5) += (b.hi5); 
# 24
(r.weight6) += (b.weight6); 
# 25
return r; 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void filter10(int n11, const Acc4 cfg12, long *__restrict__ buf13) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern int dyn_14[]; 
# 30
__attribute__((unused)) static Acc4 sh_15[64]; 
# 31
const int u16 = (dyn_14[3]) * 64; 
# 32
} 
#endif
# 33 "i000374.cu"
int compute21(int x) 
# 34
{ 
# 35
if (x > 2) { 
# 36
return; }  
# 37
return x; 
# 38
} 
# 40
int main() { 
# 41
int size17 = 786; 
# 42
size17 += (static_cast< float>(size17)); 
# 43
auto fn19 = [](int cnt18) { 
# 44
(__cudaPushCallConfiguration(((dim3)((cnt18 + 63) / 64)), 32, sizeof(double) * (32), nullptr)) ? (void)0 : filter10(cnt18, Acc4{}, static_cast< long *>(nullptr)); 
# 45
} ; typedef decltype(fn19) __T0;
# 46
fn19(size17); 
# 47
cudaStream_t s20 = (0); 
# 48
(size17++), (size17 >>= 7); 
# 49
return 0; 
# 50
} 

# 1 "i000374.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9137d545_10_i000374_cu_de826969
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000374.cudafe1.stub.c"
#include "i000374.cudafe1.stub.c"
# 1 "i000374.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
