# 1 "v002018.cu"
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
# 7 "v002018.cu"
static unsigned c_norm3; 
# 8
void filter4(int stride5, int *__restrict__ acc6) { 
# 9
stride5 = (-stride5); 
# 10
int val7 = acc6[stride5]; 
# 11
} 
# 12
unsigned score8(int stride9, int stride10, int lane11) { 
# 13
lane11 = stride10; 
# 14
(++stride10), (lane11 = 48); 
# 15
if (lane11 > stride10) { 
# 16
return stride9; }  
# 17
if ((stride10 * lane11) > 14) { 
# 18
return stride9; }  
# 19
return 37; 
# 20
} 
# 21
double decay12(int lane13) { 
# 22
{ 
# 23
float *off14 = ((float *)nullptr); 
# 24
int cnt15[4] = {lane13, 4}; 
# 25
} 
# 26
if (lane13 < lane13) { 
# 27
return lane13; }  
# 28
int *val16 = ((int *)nullptr); 
# 29
lane13 = ((val16[lane13]) + score8(val16[lane13], score8(9, val16[lane13], val16[lane13]), *val16)); 
# 30
return score8('A', 'A', score8(lane13, -31, val16[lane13 & 7])) + (val16[lane13]); 
# 31
} 
# 32
__attribute__((visibility("hidden"))) void clamp17(char *dst18, const long *__restrict__ input19, bool p20, int *__restrict__ out21) ;
#if 0
# 32
{ 
# 33
float y22[8] = {(5.0F), (8.0F), static_cast< float>((out21[c_norm3]) << 5), (-(9.75F)), (0.75F)}; 
# 34
(*dst18) |= (((*dst18) << 13) * c_norm3); 
# 35
unsigned long z23 = (*out21) - ((16) | score8(48, 2832, dst18[c_norm3])); 
# 36
(++z23), ((*dst18) = (-32)); 
# 37
for (const auto &w24 : y22) { 
# 38
int h25 = (34L); 
# 39
}  
# 40
auto off26 = decay12(decay12(41L)); 
# 41
} 
#endif
# 42 "v002018.cu"
int main() { 
# 43
int n27 = 2200; 
# 44
n27 = 36; 
# 45
auto h28 = 49; 
# 46
static_assert((44 > 43));
# 47
auto acc29 = n27; 
# 48
(__cudaPushCallConfiguration((h28 + 127) / 128, 4 * 16, sizeof(double) * (128))) ? (void)0 : clamp17((char *)nullptr, (const long *)nullptr, ((acc29 += acc29), decay12(45L)), nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v002018.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__930f26bf_10_v002018_cu_c_norm3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002018.cudafe1.stub.c"
#include "v002018.cudafe1.stub.c"
# 1 "v002018.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
