# 1 "v000700.cu"
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
# 12 "v000700.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_scatter4)[16] = 0; 
# 14
struct Stats5 { 
# 15
int z6; 
# 16
double flag7; 
# 17
int mass8; 
# 18
unsigned x9; 
# 19
int mix10() const { 
# 20
Stats5 e11 = Stats5{mass8, flag7, static_cast< int>(mass8), 9U}; 
# 21
e11 = e11; 
# 22
return static_cast< float>((z6) % 34); 
# 23
} 
# 24
}; 
# 26
__attribute__((visibility("hidden"))) void probe12(int len13, unsigned *dst14) ;
#if 0
# 26
{ 
# 27
unsigned i15 = __device_builtin_variable_threadIdx.x; 
# 28
if (i15 >= len13) { 
# 29
return; 
# 30
}  
# 31
float h16 = -(((int)(__device_builtin_variable_blockDim.x)) * ((16.0F) - (dst14[i15]))); 
# 32
if ((*dst14) > len13) { 
# 33
return; 
# 34
}  
# 35
for (int q17 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))) { 
# 36
len13 = 2765; 
# 37
Stats5 k18{5, ((double)41), 57, (4)}; 
# 38
}  
# 39
if (dst14 != (nullptr)) { 
# 40
return; 
# 41
}  
# 42
} 
#endif
# 44 "v000700.cu"
void host_combine19(float alpha20, unsigned *__restrict__ buf21) { 
# 45
(__cudaPushCallConfiguration(1, 32, 1 << 10)) ? (void)0 : probe12(60ULL, buf21); 
# 46
for (auto &x22 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))) { 
# 47
(*buf21) = (34); 
# 48
int iter23 = 0; 
# 49
do { 
# 50
(buf21[x22]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))[3]) + ((53) * alpha20)); 
# 51
Stats5 m24 = Stats5{}; 
# 52
++iter23; 
# 53
} while (iter23 < 11); 
# 54
}  
# 55
(*buf21) = (36); 
# 56
} 
# 58
constexpr int run_filter25(int lane26) { 
# 59
unsigned char diff27 = lane26; 
# 60
return lane26; 
# 61
} 
# 63
int main() { 
# 64
int count28 = 2180; 
# 65
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))[count28]) = 0; 
# 66
(__cudaPushCallConfiguration((count28 + 63) / 64, 1 << 7, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : probe12(44, (unsigned *)nullptr); 
# 67
if ((static_cast< double>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scatter4)))[5])) < (8)) { 
# 68
return count28 + 4; 
# 69
}  
# 70
(__cudaPushCallConfiguration(1 << 8, 64)) ? (void)0 : probe12(count28, static_cast< unsigned *>(nullptr)); 
# 71
return 0; 
# 72
} 

# 1 "v000700.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1410671_10_v000700_cu_abffe22b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000700.cudafe1.stub.c"
#include "v000700.cudafe1.stub.c"
# 1 "v000700.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
