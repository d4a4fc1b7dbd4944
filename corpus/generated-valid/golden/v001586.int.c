# 1 "v001586.cu"
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
# 11 "v001586.cu"
unsigned g_stencil4 = (39); 
# 12
enum class State5: long { 
# 13
Fast6, 
# 14
Mul7, 
# 15
High8 = 3L, 
# 16
Blue9, 
# 17
Low10 = 8L
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void grow11(unsigned p12, double *acc13, int lane14) ;
#if 0
# 20
{ 
# 21
int iter15 = 0; 
# 22
do { 
# 23
int lo16{12}; 
# 24
if (!(acc13 == (nullptr))) { 
# 25
State5 acc17 = State5::Blue9; 
# 26
auto r18 = __alignof__(float); 
# 27
auto t19 = iter15 - (static_cast< int>(39ULL - p12)); 
# 28
}  
# 29
++iter15; 
# 30
} while (iter15 < iter15); 
# 31
} 
#endif
# 32 "v001586.cu"
enum class Axis20: long { High21, Idle22, Idle23}; 
# 33
__attribute__((section("__nv_managed_data__"))) static int *m_relax24 = 0; 
# 35
__attribute__((visibility("hidden"))) void step25_kernel(int *data26, int *data27) ;
#if 0
# 35
{ 
# 36
if (unsigned f28 = data27[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))]; (data27[1]) != 1ULL) { 
# 37
__attribute__((unused)) static float sh_29[16]; 
# 38
} else { if (((int)(*data27)) < f28) { 
# 39
for (int j30 = 0, j31 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))); j30 < j31; (++j30), (--j31)) { 
# 40
f28 = ((data27[j30]) * (256 * ((data27[f28]) - (data27[j31])))); 
# 41
(*data27) |= (data27[7]); 
# 42
}  
# 43
}  }  
# 44
do { (data26[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))]) += (-(-2854)); } while (0); 
# 45
} 
#endif
# 47 "v001586.cu"
void run_update32(float b33, int len34) { 
# 48
(__cudaPushCallConfiguration(8, dim3((g_stencil4 + (63)) / (64), 8 * 4))) ? (void)0 : step25_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))); 
# 49
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : grow11(len34 - ((62) + g_stencil4), (double *)nullptr, ((g_stencil4 += (1659)), len34) * 24); 
# 50
(__cudaPushCallConfiguration((len34 + 63) / 64, sizeof(int) * (128), 0, 0)) ? (void)0 : step25_kernel(&len34, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))); 
# 51
auto idx35 = 256; 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void bump36_kernel(const unsigned *coef37, int *acc38) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern unsigned dyn_39[]; 
# 56
(acc38[7]) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))) += (dyn_39[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))])), 2L); 
# 57
if ((dyn_39[6]) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))) { 
# 58
return; }  
# 59
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))); 
# 60
long long stride40[8]{7LL, (-64), (40), (-7), 2LL, static_cast< long long>(coef37[1]), 7LL, (-25)}; 
# 61
(stride40[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))]) = (dyn_39[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))]); 
# 62
(dyn_39[7]) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))); 
# 63
} 
#endif
# 65 "v001586.cu"
__attribute__((visibility("hidden"))) void spread41(int stride42) ;
#if 0
# 65
{ 
# 66
float res43 = (16.625F); 
# 67
__attribute__((unused)) static int sh_44[16]; 
# 68
stride42 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))); 
# 69
float w45 = (17.25F); 
# 70
} 
#endif
# 72 "v001586.cu"
int main() { 
# 73
int size46 = 2512; 
# 74
for (int j47 = 0; j47 < 7; j47 += 4) { 
# 75
int iter48 = 0; 
# 76
while (iter48 < 15) { 
# 77
++size46; 
# 78
(__cudaPushCallConfiguration((j47 + 127) / 128, dim3(32 * 16, (size46 + 31) / 32))) ? (void)0 : spread41(+size46); 
# 79
++iter48; 
# 80
}  
# 81
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24))) ^= (50 + size46); 
# 82
}  
# 83
(__cudaPushCallConfiguration((g_stencil4 + (127)) / (128), 128)) ? (void)0 : bump36_kernel(&g_stencil4, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax24)))); 
# 84
return 0; 
# 85
} 

# 1 "v001586.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1fe5b8d3_10_v001586_cu_bff0b40a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001586.cudafe1.stub.c"
#include "v001586.cudafe1.stub.c"
# 1 "v001586.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
