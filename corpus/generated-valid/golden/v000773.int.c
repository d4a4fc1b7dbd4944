# 1 "v000773.cu"
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
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 7 "v000773.cu"
template< class T> static void 
# 8
__wrapper__device_stub_combine3(T *&buf4, T *&buf5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
(buf5[6]) += (buf5[5]); 
# 11
__attribute__((unused)) static long long sh_7; 
# 12
T mid8 = (32); 
# 13
} 
#endif

#pragma GCC diagnostic pop

# 7 "v000773.cu"
template< class T> static void 
# 8
combine3(T *buf4, T *buf5) {__wrapper__device_stub_combine3<T>(buf4,buf5);
# 13
return;}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
(buf5[6]) += (buf5[5]); 
# 11
__attribute__((unused)) static long long sh_7; 
# 12
T mid8 = (32); 
# 13
} 
#endif
# 14 "v000773.cu"
float run_scatter9(int *out10, int n11, const unsigned *src12) { 
# 15
--n11; 
# 16
(out10[7])--; 
# 17
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), dim3((n11 + 63) / 64, 1, sizeof(unsigned) * (2)), sizeof(int) * (256), nullptr)) ? (void)0 : combine3((long *)nullptr, (long *)nullptr); 
# 18
unsigned char diff13[7]{(55), (17), (static_cast< unsigned char>(50UL)), static_cast< unsigned char>(*out10), (static_cast< unsigned char>(32)), (62), ('A')}; 
# 19
(__cudaPushCallConfiguration((n11 + 31) / 32, dim3((n11 + 255) / 256, 1 << 1, (n11 + 31) / 32), sizeof(double) * (256), 0)) ? (void)0 : combine3< double> (nullptr, nullptr); 
# 20
--(diff13[n11]); 
# 21
if (((float)n11) < (*out10)) { 
# 22
return out10[n11]; 
# 23
}  
# 24
return diff13[5]; 
# 25
} 
# 26
struct Tile14 { 
# 27
double x15; 
# 28
long count16; 
# 29
signed char x17; 
# 30
signed char bump18(long long idx19) const { 
# 31
Tile14 base20 = Tile14{(3.75), (39UL), (35)}; 
# 32
return 5 >> (idx19 + (L'\x61')); 
# 33
} 
# 34
long apply21() const { 
# 35
double y22 = (18.25); 
# 36
y22 -= y22; 
# 37
return (x17) << (count16); 
# 38
} 
# 39
}; 
# 40
inline Tile14 operator+(Tile14 a, Tile14 b) { 
# 41
Tile14 r = a; 
# 42
(r.x15) += (b.x15); 
# 43
(r.count16) += (b.count16); 
# 44
(r.x17) += (b.x17); 
# 45
return r; 
# 46
} 
# 47
int main() { 
# 48
int len23 = 3534; 
# 49
len23++; 
# 50
for (int it24 = 0; it24 < 11; ++it24) { 
# 51
len23++; 
# 52
}  
# 53
len23 <<= len23; 
# 54
return 0; 
# 55
} 

# 1 "v000773.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__41d4758f_10_v000773_cu_c655be07
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000773.cudafe1.stub.c"
#include "v000773.cudafe1.stub.c"
# 1 "v000773.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
