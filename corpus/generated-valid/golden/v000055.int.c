# 1 "v000055.cu"
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
# 8 "v000055.cu"
__attribute__((visibility("hidden"))) void norm3_kernel(int len4, unsigned *__restrict__ buf5, const unsigned *coef6, double alpha7) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) static int sh_8[2][7]; 
# 10
__attribute__((unused)) static int sh_9; 
# 11
} 
#endif
# 13 "v000055.cu"
__attribute__((unused)) float combine10(long p11, int lane12) {int volatile ___ = 1;(void)p11;(void)lane12;
# 22
::exit(___);}
#if 0
# 13
{ 
# 14
p11 = ((31UL * (lane12 - 1440)) - lane12); 
# 15
int pass13 = 0; 
# 16
do { 
# 17
int r14[2] = {44, pass13}; 
# 18
++pass13; 
# 19
} while ((pass13 < p11) && ((47) >= p11) && (p11 == pass13)); 
# 20
p11 = ((((p11 < (pass13 * pass13)) ? p11 : (pass13 * pass13)) < (37)) ? (p11 < (pass13 * pass13)) ? p11 : (pass13 * pass13) : (37)); 
# 21
return p11; 
# 22
} 
#endif
# 24 "v000055.cu"
void sweep15(unsigned long long p16, const signed char *input17) { 
# 25
if ((p16 + (60UL)) < (32)) { 
# 26
return; }  
# 27
p16 = ((2412UL >> p16) * ((27) + p16)); 
# 28
unsigned lim18 = (*input17) + 16U; 
# 29
++lim18; 
# 30
int f19((((394) * p16) * (*input17)) << lim18); 
# 31
if (lim18 >= (input17[lim18])) { 
# 32
goto done20; 
# 33
}  
# 34
++f19; 
# 35
done20:; ; 
# 36
} 
# 39
__attribute__((unused)) static inline void pack21(long q22, const float *__restrict__ input23, int *data24) {int volatile ___ = 1;(void)q22;(void)input23;(void)data24;
# 49
::exit(___);}
#if 0
# 39
{ 
# 40
unsigned long long v25 = ((input23[5]) < ((data24[5]) - 4282L)) ? input23[5] : ((data24[5]) - 4282L); 
# 41
for (int j26 = 13; j26 > 0; --j26) { 
# 42
float lim27 = (14.875F); 
# 43
unsigned short x28 = combine10(1654L, 128 + (*data24)); 
# 44
}  
# 45
q22 = (((((*data24) += (*data24)), ((input23[q22]) + (8ULL))) < (9)) ? ((*data24) += (*data24)), ((input23[q22]) + (8ULL)) : (9)); 
# 46
if (q22) { 
# 47
return; }  
# 48
float e29 = (int)((v25 < (input23[6])) ? v25 : (input23[6])); 
# 49
} 
#endif
# 51 "v000055.cu"
int main() { 
# 52
int n30 = 3629; 
# 53
n30 = (5 + (n30 + 29)); 
# 54
sweep15((float)n30, nullptr); 
# 55
(__cudaPushCallConfiguration(((dim3)(4)), 128 + 384)) ? (void)0 : norm3_kernel(static_cast< float>((n30 < 63UL) ? n30 : 63UL), (unsigned *)nullptr, static_cast< const unsigned *>(nullptr), (21.875)); 
# 56
return 0; 
# 57
} 

# 1 "v000055.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__037a498b_10_v000055_cu_4705ef4c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000055.cudafe1.stub.c"
#include "v000055.cudafe1.stub.c"
# 1 "v000055.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
