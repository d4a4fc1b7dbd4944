# 1 "v001028.cu"
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
# 13 "v001028.cu"
__attribute__((visibility("hidden"))) void norm5(int *dst6) ;
#if 0
# 13
{ 
# 14
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
__attribute__((unused)) static long long sh_8; 
# 16
float idx9 = (((float)sh_8) != tid7) ? (*dst6) * (dst6[6]) : ((dst6[tid7 & 7]) * sh_8); 
# 17
sh_8 >>= ((9) - ((((dst6[5]) ^ tid7) < sh_8) ? (sh_8 > (__device_builtin_variable_threadIdx.y)) ? tid7 : tid7 : (sh_8 | tid7))); 
# 19
#pragma unroll
for (
# 19
int it10 = tid7; it10 > 0; --it10) { 
# 20
const unsigned tmp11 = (((sh_8 += (20)), tid7)); 
# 21
}  
# 22
sh_8 = (-26); 
# 23
} 
#endif
# 25 "v001028.cu"
class Particle12 { 
# 26
float flag13; 
# 27
int y14; 
# 29
public: Particle12(float c15, int a16) : flag13(c15), y14(a16) { } 
# 30
float bump17() const { 
# 31
return y14; 
# 32
} 
# 33
}; 
# 34
enum Op18: unsigned { 
# 35
RED19, 
# 36
IDLE20 = 3U, 
# 37
OFF21, 
# 38
BUSY22 = 6U, 
# 39
LOW23
# 40
}; 
# 42
namespace img24 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43
template< class T, int N> static void 
# 44
__wrapper__device_stub_split25_kernel(const T *&coef26, const int *&src27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
int tid28 = __device_builtin_variable_threadIdx.x; 
# 46
if ((coef26[__device_builtin_variable_blockDim.x]) < 44) { 
# 47
return; }  
# 48
T *m29 = const_cast< T *>(coef26); 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 43 "v001028.cu"
template< class T, int N> static void 
# 44
split25_kernel(const T *coef26, const int *src27) {::img24::__wrapper__device_stub_split25_kernel<T,N>(coef26,src27);
# 49
return;}
#if 0
# 44
{ 
# 45
int tid28 = __device_builtin_variable_threadIdx.x; 
# 46
if ((coef26[__device_builtin_variable_blockDim.x]) < 44) { 
# 47
return; }  
# 48
T *m29 = const_cast< T *>(coef26); 
# 49
} 
#endif
# 51 "v001028.cu"
__attribute__((unused)) long split30(long *dst31, const unsigned *input32) {int volatile ___ = 1;(void)dst31;(void)input32;
# 61
::exit(___);}
#if 0
# 51
{ 
# 52
int pass33 = 0; 
# 53
do { 
# 54
(dst31[3]) = (((8) % (__device_builtin_variable_threadIdx.z)) | (((19) - (__device_builtin_variable_threadIdx.y)) + (dst31[pass33]))); 
# 55
++pass33; 
# 56
} while ((pass33 < pass33) && ((8) < (*input32))); 
# 57
__attribute__((unused)) static float sh_34; 
# 58
Particle12 t35(__device_builtin_variable_gridDim.x, OFF21); 
# 59
(*dst31) -= (((*input32) - t35.bump17()) - (pass33 + 51)); 
# 60
return __device_builtin_variable_gridDim.x; 
# 61
} 
#endif
# 62 "v001028.cu"
}
# 64
int main() { 
# 65
int len36 = 2787; 
# 66
(__cudaPushCallConfiguration(1 << 7, (OFF21) + ((IDLE20) + (505)))) ? (void)0 : img24::split25_kernel< long, 1> (nullptr, &len36); 
# 67
for (int j37 = 0; j37 < len36; ++j37) { 
# 68
(__cudaPushCallConfiguration(1 << ((IDLE20) + (3)), 1 << (LOW23))) ? (void)0 : norm5(&len36); 
# 69
len36--; 
# 70
}  
# 71
return 0; 
# 72
} 

# 1 "v001028.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e54746f2_10_v001028_cu_45c496d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001028.cudafe1.stub.c"
#include "v001028.cudafe1.stub.c"
# 1 "v001028.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
