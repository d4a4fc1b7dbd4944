# 1 "v001935.cu"
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
# 16 "v001935.cu"
enum Mode7 { SLOW8, HIGH9 = 6, FAST10, BLUE11}; 
# 18
__attribute__((unused)) int shade12(int lane13, int count14) {int volatile ___ = 1;(void)lane13;(void)count14;
# 25
::exit(___);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) static float sh_15; 
# 20
sh_15 /= ((((double)lane13) + ((2 * count14) + lane13)) * count14); 
# 21
lane13 = sh_15; 
# 22
count14 = (((37UL * count14) - (256)) + count14); 
# 23
count14 -= (21UL * lane13); 
# 24
return count14; 
# 25
} 
#endif
# 27 "v001935.cu"
class Acc16 { 
# 28
unsigned hi17; 
# 30
public: Acc16(unsigned c18) : hi17(c18) { } 
# 31
unsigned mix19(size_t t20) const { 
# 32
t20--; 
# 33
return hi17; 
# 34
} 
# 35
void total21(char f22) { 
# 36
f22 |= (f22 * f22); 
# 37
} 
# 38
}; 
# 40
__attribute__((visibility("hidden"))) void clamp23_kernel(const Acc16 a24, int stride25, size_t *data26, int n27) ;
#if 0
# 40
{ 
# 41
n27 |= 16U; 
# 42
Mode7 diff28 = BLUE11; 
# 43
Mode7 flag29 = SLOW8; 
# 44
(data26[7]) /= (*data26); 
# 45
} 
#endif
# 47 "v001935.cu"
int main() { 
# 48
int n30 = 1449; 
# 49
unsigned v31 = n30; 
# 50
Acc16 m32(n30); 
# 51
constexpr long long res33 = (30); 
# 52
(__cudaPushCallConfiguration(12 + 244, dim3((BLUE11) + 248, 1))) ? (void)0 : clamp23_kernel(((Acc16)(60U)), m32.mix19(4), nullptr, (((2) * v31) + res33) / (-n30)); 
# 53
return 0; 
# 54
} 

# 1 "v001935.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d42e657_10_v001935_cu_ef7b0ee5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001935.cudafe1.stub.c"
#include "v001935.cudafe1.stub.c"
# 1 "v001935.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
