# 1 "v000526.cu"
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
# 9 "v000526.cu"
struct Tile4 { 
# 10
signed char hi5; 
# 11
int flag6; 
# 12
bool z7; 
# 13
int val8; 
# 14
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, class U> static void 
# 17
__wrapper__device_stub_relax9_kernel(const U *&in10, const float *&src11, const double *&input12, T *__restrict__ &buf13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern long dyn_14[]; 
# 19
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static unsigned long long sh_16[64]; 
# 21
(dyn_14[3]) = (sh_16[33]); 
# 22
Tile4 e17 = Tile4{(127L), i15, true, 53}; 
# 23
int pass18 = 0; 
# 24
while (pass18 < 12) { 
# 25
if (int w19 = (56UL); pass18 <= 8) { 
# 26
__attribute__((unused)) static int sh_20[3][10]; 
# 27
}  
# 28
constexpr unsigned mid21 = (4060); 
# 29
++pass18; 
# 30
}  
# 31
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000526.cu"
template< class T, class U> static void 
# 17
relax9_kernel(const U *in10, const float *src11, const double *input12, T *__restrict__ buf13) {__wrapper__device_stub_relax9_kernel<T,U>(in10,src11,input12,buf13);
# 31
return;}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern long dyn_14[]; 
# 19
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static unsigned long long sh_16[64]; 
# 21
(dyn_14[3]) = (sh_16[33]); 
# 22
Tile4 e17 = Tile4{(127L), i15, true, 53}; 
# 23
int pass18 = 0; 
# 24
while (pass18 < 12) { 
# 25
if (int w19 = (56UL); pass18 <= 8) { 
# 26
__attribute__((unused)) static int sh_20[3][10]; 
# 27
}  
# 28
constexpr unsigned mid21 = (4060); 
# 29
++pass18; 
# 30
}  
# 31
} 
#endif
# 34 "v000526.cu"
struct Sample22 { 
# 35
int flag23; 
# 36
int mass24; 
# 37
unsigned w25; 
# 38
}; 
# 40
Sample22 operator+(Sample22 a, Sample22 b) { 
# 41
Sample22 r = a; 
# 42
(r.flag23) += (b.flag23); 
# 43
(r.mass24) += (b.mass24); 
# 44
(r.w25) += (b.w25); 
# 45
return r; 
# 46
} 
# 48
int run_apply26(const unsigned *__restrict__ coef27) { 
# 49
(__cudaPushCallConfiguration(4, 128 * 2)) ? (void)0 : relax9_kernel< int, int> (reinterpret_cast< const int *>(coef27), (const float *)nullptr, reinterpret_cast< const double *>(coef27), nullptr); 
# 50
return (((*coef27) - (*coef27)) == ((coef27[6]) + 19UL)) ? (*coef27) >> 1 : ((*coef27) ^ (coef27[7])); 
# 51
} 
# 53
int main() { 
# 54
int len28 = 1246; 
# 55
if (len28 != len28) { 
# 56
return len28; }  
# 57
dim3 acc29((len28 + 255) / 256); 
# 58
return 0; 
# 59
} 

# 1 "v000526.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f322abc6_10_v000526_cu_7a2d7bcd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000526.cudafe1.stub.c"
#include "v000526.cudafe1.stub.c"
# 1 "v000526.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
