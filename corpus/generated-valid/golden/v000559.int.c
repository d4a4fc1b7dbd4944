# 1 "v000559.cu"
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
# 22 "v000559.cu"
unsigned char check_count10(int n11, int *buf12, bool a13 = 1) { 
# 23
unsigned *flag14 = reinterpret_cast< unsigned *>(buf12); 
# 24
const int *mid15 = (nullptr); 
# 25
int pass16 = 0; 
# 26
do { 
# 27
int y17 = (sizeof(size_t)); 
# 28
const double e18 = (62 - pass16) + pass16; 
# 29
++pass16; 
# 30
} while (pass16 < pass16); 
# 31
return 0 - (buf12[pass16]); 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void spread19_kernel(float p20, float b21) ;
#if 0
# 34
{ 
# 35
int prod22 = p20; 
# 36
int flag23 = static_cast< float>(27ULL >> prod22); 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 38 "v000559.cu"
template< class T, int N> __attribute__((unused)) static T 
# 39
tile24(T beta25, int *out26) {int volatile ___ = 1;(void)beta25;(void)out26;
# 50
::exit(___);}
#if 0
# 39
{ 
# 40
(*out26) *= N; 
# 41
__attribute__((unused)) static int sh_27[16]; 
# 42
for (int it28 = 0, j29 = (4 + (1 + 3)); it28 < j29; (++it28), (--j29)) { 
# 43
for (auto prod30 : sh_27) { 
# 44
const int h31 = (((sh_27[it28]) - ((2 * beta25) + N)) != (it28 * it28)) ? (2 * (out26[it28])) + (j29 + (sh_27[j29])) : (*out26); 
# 45
const long k32 = sh_27[5]; 
# 46
}  
# 47
float stride33 = out26[4]; 
# 48
}  
# 49
return static_cast< unsigned long long>((2 * (sh_27[4])) + N); 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 51 "v000559.cu"
int main() { 
# 52
int size34 = 1693; 
# 53
size34 <<= (size34 - size34); 
# 54
size34 |= (7L - size34); 
# 55
dim3 tmp35((size34 + 255) / 256, 2); 
# 56
(__cudaPushCallConfiguration(1 + (1 + (1 + 1)), 8 * 8)) ? (void)0 : spread19_kernel(8, (size34 + 8) + (16.5F)); 
# 57
return 0; 
# 58
} 

# 1 "v000559.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__19616780_10_v000559_cu_da3be023
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000559.cudafe1.stub.c"
#include "v000559.cudafe1.stub.c"
# 1 "v000559.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
