# 1 "v000049.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 18 "v000049.cu"
template< class T, int N> __attribute__((unused)) static double 
# 19
kick5(T q6) {int volatile ___ = 1;(void)q6;
# 23
::exit(___);}
#if 0
# 19
{ 
# 20
T acc7 = q6; 
# 21
const T cnt8 = ((20.25)); 
# 22
return 33U; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000049.cu"
namespace math9 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26
template< class T, int N> static void 
# 27
__wrapper__device_stub_norm10(T &alpha11, unsigned short *&data12, int *&dst13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
kick5< T, 4> (((dst13[3]) * 12) + (+(dst13[2]))); 
# 29
__attribute__((unused)) static int sh_14[12][3]; 
# 30
--(dst13[5]); 
# 31
--alpha11; 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 26 "v000049.cu"
template< class T, int N> static void 
# 27
norm10(T alpha11, unsigned short *data12, int *dst13) {::math9::__wrapper__device_stub_norm10<T,N>(alpha11,data12,dst13);
# 32
return;}
#if 0
# 27
{ 
# 28
kick5< T, 4> (((dst13[3]) * 12) + (+(dst13[2]))); 
# 29
__attribute__((unused)) static int sh_14[12][3]; 
# 30
--(dst13[5]); 
# 31
--alpha11; 
# 32
} 
#endif
# 33 "v000049.cu"
static float c_score15; 
# 34
}
# 36
int main() { 
# 37
int size16 = 2738; 
# 38
switch (size16) { 
# 39
case 1:  
# 40
break; 
# 41
}  
# 42
(__cudaPushCallConfiguration((size16 + 127) / 128, 32)) ? (void)0 : math9::norm10< int, 8> (-48, static_cast< unsigned short *>(nullptr), nullptr); 
# 43
char y17 = size16 * 50U; 
# 44
auto step22 = [](unsigned long h18, int m19) { 
# 45
float tmp20 = (12.75F) * (~(h18 - (12))); 
# 46
(__cudaPushCallConfiguration(4, 12 + (12 + 104))) ? (void)0 : math9::norm10< int, 6> ((12 + m19) + tmp20, (unsigned short *)nullptr, nullptr); 
# 47
int f21 = h18; 
# 48
} ; typedef decltype(step22) __T0;
# 49
step22(y17, 48L); 
# 50
y17 = (static_cast< int>(54L)); 
# 51
++y17; 
# 52
return 0; 
# 53
} 

# 1 "v000049.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74ccdf83_10_v000049_cu_a551145f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000049.cudafe1.stub.c"
#include "v000049.cudafe1.stub.c"
# 1 "v000049.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
