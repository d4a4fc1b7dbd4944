# 1 "v001457.cu"
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
# 7 "v001457.cu"
template< class T, int N = 6> 
# 8
__attribute((always_inline)) __attribute__((unused)) inline void stencil2(T *out3, const T *in4) {int volatile ___ = 1;(void)out3;(void)in4;
# 14
::exit(___);}
#if 0
# 8
{ 
# 9
(out3[1])++; 
# 10
T tmp5 = ((3.25F)); 
# 11
tmp5 = (in4[7]); 
# 12
constexpr double k6 = (45L); 
# 13
T val7 = (N); 
# 14
} 
#endif
# 17 "v001457.cu"
struct Sample8 { 
# 18
bool mass9; 
# 19
float val10; 
# 20
long vel11; 
# 21
int id12; 
# 22
}; 
# 25
size_t tile13(int *out14) { 
# 26
if (!(1 < (*out14))) { 
# 27
return out14[4]; 
# 28
}  
# 29
if (((out14[5]) % 8) == 45) { 
# 30
return (out14[5]) + (64 + (out14[7])); 
# 31
}  
# 32
Sample8 h15 = Sample8{true, ((float)(21.75F)), (36), 7}; 
# 33
constexpr float flag16 = (8UL); 
# 34
constexpr double u17 = (44); 
# 35
Sample8 t18{false, flag16, 2L, 4}; 
# 36
++(out14[5]); 
# 37
return 5UL; 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void apply19(const int *src20, const int *coef21, const int *src22) ;
#if 0
# 40
{ 
# 41
const unsigned char base23 = (255); 
# 42
__attribute__((unused)) static float sh_24; 
# 43
} 
#endif
# 45 "v001457.cu"
int main() { 
# 46
int count25 = 2214; 
# 47
(__cudaPushCallConfiguration(8, dim3((count25 + 255) / 256, sizeof(unsigned) * (128)))) ? (void)0 : apply19(static_cast< const int *>(nullptr), static_cast< const int *>(nullptr), nullptr); 
# 48
count25 = (count25 % 8); 
# 49
(__cudaPushCallConfiguration((count25 + 127) / 128, 128)) ? (void)0 : apply19(nullptr, nullptr, nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v001457.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9495c8a2_10_v001457_cu_8b63d632
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001457.cudafe1.stub.c"
#include "v001457.cudafe1.stub.c"
# 1 "v001457.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
