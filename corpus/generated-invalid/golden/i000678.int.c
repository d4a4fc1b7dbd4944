# 1 "i000678.cu"
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
# 6 "i000678.cu"
static void mix2_kernel(int stride3, const float *coef4, float q5) ;
#if 0
# 7
{ 
# 8
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
q5 = (0.75F); 
# 10
bool t7{true}; 
# 11
int t8 = (330UL); 
# 12
if ((i6 < 8) || (39 != t7)) { 
# 13
return; 
# 14
}  
# 15
if ((__device_builtin_variable_threadIdx.x) > i6) { 
# 16
return; 
# 17
}  
# 18
constexpr double stride9 = (38U); 
# 19
if (coef4 != (nullptr)) { 
# 20
goto done10; 
# 21
}  
# 22
if ((1U >= t7) && (t8 >= 18)) { 
# 23
return; 
# 24
}  
# 25
done10:; ; 
# 26
} 
#endif
# 27 "i000678.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_scatter11 = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N = 4> static void 
# 29
__wrapper__device_stub_sweep12(T &q13, T *&dst14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned short dyn_15[]; 
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11))) ^= (1U - (__device_builtin_variable_blockDim.y)); 
# 33
(dyn_15[1]) = ((__device_builtin_variable_threadIdx.z) - (-q13)); 
# 34
(dst14[2]) /= (__device_builtin_variable_threadIdx.x); 
# 35
{ 
# 36
float idx16 = ((N * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))) + (dyn_15[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))])) - N; 
# 37
++(dyn_15[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))]); 
# 38
} 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 28 "i000678.cu"
template< class T, int N = 4> static void 
# 29
sweep12(T q13, T *dst14) 
# 30
{__wrapper__device_stub_sweep12<T,N>(q13,dst14);
# 39
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned short dyn_15[]; 
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11))) ^= (1U - (__device_builtin_variable_blockDim.y)); 
# 33
(dyn_15[1]) = ((__device_builtin_variable_threadIdx.z) - (-q13)); 
# 34
(dst14[2]) /= (__device_builtin_variable_threadIdx.x); 
# 35
{ 
# 36
float idx16 = ((N * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))) + (dyn_15[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))])) - N; 
# 37
++(dyn_15[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11)))]); 
# 38
} 
# 39
} 
#endif
# 40 "i000678.cu"
int main() 
# 41
{ 
# 42
int size17 = 3368; 
# 43
size17 = (size17 << (-1)); 
# 44
size17++; 
# 45
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11))); 
# 46
(__cudaPushCallConfiguration(sizeof(float), 256, 0)) ? (void)0 : sweep12< unsigned, 4> (8, nullptr); 
# 47
char r18 = (28); 
# 48
constexpr int h19 = (8L); 
# 49
short mid20 = (23UL); 
# 50
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter11))) + 63) / 64, 128)) ? (void)0 : mix2_kernel(mid20, nullptr, 63L >> (static_cast< unsigned char>(r18))); 
# 51
return 0; 
# 52
} 

# 1 "i000678.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b2cfb4e_10_i000678_cu_52bc1d50
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000678.cudafe1.stub.c"
#include "i000678.cudafe1.stub.c"
# 1 "i000678.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
