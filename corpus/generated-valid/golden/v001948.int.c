# 1 "v001948.cu"
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
# 8 "v001948.cu"
__attribute__((visibility("hidden"))) void tile3_kernel(int *data4) ;
#if 0
# 8
{ 
# 9
unsigned long w5{(2487)}; 
# 10
int u6 = 6 + (data4[w5]); 
# 11
} 
#endif
# 13 "v001948.cu"
__attribute__((visibility("hidden"))) void mix7(int *data8, const unsigned *input9, int lane10) ;
#if 0
# 13
{ 
# 14
++(*data8); 
# 15
lane10 /= (((input9[4]) + (22)) * (*data8)); 
# 16
} 
#endif
# 17 "v001948.cu"
static float d_fold11; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T, class U> static void 
# 21
__wrapper__device_stub_scale12_kernel(const U *&input13, T *&dst14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
d_fold11 = (24.5F); 
# 23
float off15 = d_fold11; 
# 24
__attribute__((unused)) static int sh_16[32]; 
# 25
if (!(sh_16[12])) { 
# 26
return; 
# 27
}  
# 28
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001948.cu"
template< class T, class U> static void 
# 21
scale12_kernel(const U *input13, T *dst14) {__wrapper__device_stub_scale12_kernel<T,U>(input13,dst14);
# 28
return;}
#if 0
# 21
{ 
# 22
d_fold11 = (24.5F); 
# 23
float off15 = d_fold11; 
# 24
__attribute__((unused)) static int sh_16[32]; 
# 25
if (!(sh_16[12])) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 30 "v001948.cu"
namespace kern17 { 
# 31
static int c_combine18; 
# 32
}
# 34
inline unsigned long host_probe19(const float *coef20, int *data21) { 
# 35
if ((*coef20) > (((data21[2]) < (coef20[2])) ? 11 : (data21[3]))) { 
# 36
goto out22; 
# 37
}  
# 38
--(data21[6]); 
# 39
++(*data21); 
# 40
(*data21) = ((((*data21) != 14) ? 297L * (*data21) : (53L * (data21[4]))) * (((data21[6]) + (coef20[2])) * ((*data21) * 16))); 
# 41
out22:; ; 
# 42
return 56 * (*data21); 
# 43
} 
# 44
static_assert((19 == 19), "expected value");
# 46
int main() { 
# 47
int count23 = 2210; 
# 48
long r24 = 2900L; 
# 49
float y25 = ((static_cast< signed char>(count23)) == sizeof(int)) ? host_probe19(nullptr, nullptr) : ((+r24) + (static_cast< unsigned>(r24))); 
# 50
(__cudaPushCallConfiguration(256, 64, 0, 0)) ? (void)0 : tile3_kernel(nullptr); 
# 51
(__cudaPushCallConfiguration((r24 + (127)) / (128), 256)) ? (void)0 : mix7(static_cast< int *>(nullptr), nullptr, static_cast< double>(y25)); 
# 52
(__cudaPushCallConfiguration(32, 4 * 8, 4096)) ? (void)0 : scale12_kernel< long, double> ((const double *)nullptr, (long *)nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v001948.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4d08e29a_10_v001948_cu_e976ebac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001948.cudafe1.stub.c"
#include "v001948.cudafe1.stub.c"
# 1 "v001948.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
