# 1 "v001601.cu"
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
# 13 "v001601.cu"
__attribute__((visibility("hidden"))) void grow5(int lane6, unsigned *acc7, int lane8) ;
#if 0
# 14
{ 
# 15
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
for (int i10 = 0; i10 < 14; i10 += 4) { 
# 17
(--(*acc7)), (lane6 = idx9); 
# 18
if (__device_builtin_variable_gridDim.x) { 
# 19
return; }  
# 20
int e11 = acc7[__device_builtin_variable_gridDim.z]; 
# 21
}  
# 22
} 
#endif
# 24 "v001601.cu"
namespace ops12 { 
# 25
static double d_grow13; 
# 27
struct Tile14 { 
# 28
double w15, id16; 
# 29
int weight17; 
# 30
void scale18(unsigned s19) 
# 31
{ 
# 32
auto e20 = weight17; 
# 33
e20 = ((5) % s19); 
# 34
} 
# 35
double norm21() const 
# 36
{ 
# 37
return (id16) + (((2) * (w15)) + (8)); 
# 38
} 
# 39
}; 
# 40
}
# 42
constexpr int pivot22(int lane23) 
# 43
{ 
# 44
return 291L; 
# 45
} 
# 47
extern "C" __attribute__((visibility("hidden"))) void pivot24_kernel(long alpha25) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_26[]; 
# 50
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if ((__device_builtin_variable_warpSize <= 26) && (idx27 >= alpha25)) { 
# 52
return; }  
# 53
const unsigned val28 = (static_cast< unsigned>(25U)) / idx27; 
# 54
unsigned char k29 = 3 + (dyn_26[val28]); 
# 55
bool q30 = ((ops12::d_grow13 - (3)) * (3)) == (alpha25 + val28); 
# 56
} 
#endif
# 57 "v001601.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned short *m_norm31 = 0; 
# 59
__attribute__((visibility("hidden"))) void rank32(int stride33, float *dst34, int lane35, float q36) ;
#if 0
# 60
{ 
# 61
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
if (stride33 <= (*dst34)) { 
# 63
goto done38; 
# 64
}  
# 65
ops12::d_grow13 = ((stride33 += (__device_builtin_variable_threadIdx.x)), ops12::d_grow13); 
# 66
q36 /= (3); 
# 67
done38:; ; 
# 68
} 
#endif
# 70 "v001601.cu"
struct Cell39 { 
# 71
signed char lo40; 
# 72
bool mass41; 
# 73
int weight42; 
# 74
}; 
# 76
Cell39 operator+(Cell39 a, Cell39 b) 
# 77
{ 
# 78
Cell39 r = a; 
# 79
(r.lo40) += (b.lo40); 
# 80
(r.weight42) += (b.weight42); 
# 81
return r; 
# 82
} 
# 84
__attribute__((visibility("hidden"))) void relax43_kernel(float *data44, const long *input45, ops12::Tile14 cfg46) ;
#if 0
# 85
{ 
# 86
unsigned gid47 = __device_builtin_variable_threadIdx.x; 
# 87
cfg46.norm21(); 
# 88
if (input45 == (nullptr)) { 
# 89
return; }  
# 90
} 
#endif
# 92 "v001601.cu"
int main() 
# 93
{ 
# 94
int count48 = 101; 
# 95
(__cudaPushCallConfiguration(3 + 125, dim3(1, 32), 256, nullptr)) ? (void)0 : relax43_kernel(nullptr, nullptr, ops12::Tile14{static_cast< double>(6 + count48), (-(6.25)), count48}); 
# 96
count48 %= count48; 
# 97
(__cudaPushCallConfiguration(dim3((count48 + 255) / 256, 4), sizeof(int) * (3 + (3 + (3 + 119))), 0, nullptr)) ? (void)0 : grow5(3, (unsigned *)nullptr, pivot22((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm31))))); 
# 98
(__cudaPushCallConfiguration(4, 32 * 8, 0, 0)) ? (void)0 : pivot24_kernel(pivot22((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm31))))); 
# 99
(__cudaPushCallConfiguration(1, ((dim3)((count48 + 31) / 32)), 3 + (3 + (3 + (3 + (3 + 4081)))), (cudaStream_t)0)) ? (void)0 : rank32(33L, (float *)nullptr, static_cast< int>(count48), count48 - (21.0F)); 
# 100
return 0; 
# 101
} 

# 1 "v001601.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34d6b905_10_v001601_cu_74704f25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001601.cudafe1.stub.c"
#include "v001601.cudafe1.stub.c"
# 1 "v001601.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
