# 1 "v001150.cu"
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
# 17 "v001150.cu"
struct Cell4 { 
# 18
int y5, sum6; 
# 19
int id7; 
# 20
float count8; 
# 21
int norm9() const { 
# 22
double k10 = ((8.875F)); 
# 23
return k10; 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void tally11(short *__restrict__ buf12, const Cell4 cfg13, int len14) ;
#if 0
# 27
{ 
# 28
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if ((gid15 == (buf12[__device_builtin_variable_gridDim.y])) || ((cfg13.id7) >= 44)) { 
# 30
goto out16; 
# 31
}  
# 32
(len14++), ((*buf12) = (sizeof(unsigned))); 
# 33
if (gid15 > (buf12[7])) { 
# 34
return; }  
# 35
out16:; ; 
# 36
} 
#endif
# 38 "v001150.cu"
static void host_bump17(const long *input18) { 
# 39
int w19 = (!input18) ? *input18 : (46); 
# 40
++w19; 
# 41
(__cudaPushCallConfiguration((w19 + 255) / 256, dim3(2, 16 * 8, (w19 + 127) / 128), 0, nullptr)) ? (void)0 : tally11((short *)nullptr, Cell4{35, (-1L), (-2183), ('A')}, 21); 
# 42
w19 = (20 - ((w19 += (input18[0])), w19)); 
# 43
w19 = w19; 
# 44
--w19; 
# 45
} 
# 48
__attribute((always_inline)) __attribute__((unused)) static inline unsigned long tally20(int *data21) {int volatile ___ = 1;(void)data21;
# 54
::exit(___);}
#if 0
# 48
{ 
# 49
if (!((data21[6]) > (data21[__device_builtin_variable_blockDim.x]))) { 
# 50
return ((data21[2]) * 12) - ((__device_builtin_variable_blockIdx.x) * (12)); }  
# 51
(*data21) = (28 / (*data21)); 
# 52
int f22 = ((*data21) + (('0') - (data21[__device_builtin_variable_threadIdx.x]))) + (*data21); 
# 53
return *data21; 
# 54
} 
#endif
# 56 "v001150.cu"
void smooth23(int count24) { 
# 57
{ 
# 58
int *sum25 = &count24; 
# 59
const char *cnt26 = ("raw \\n text"); 
# 60
} 
# 61
count24++; 
# 62
constexpr float e27 = (7.25F); 
# 63
} 
# 65
int main() { 
# 66
int count28 = 2047; 
# 67
(__cudaPushCallConfiguration(dim3((count28 + 255) / 256, 1), dim3(sizeof(int) * (12 + (12 + (12 + (12 + 16)))), (count28 + 127) / 128, (count28 + 31) / 32))) ? (void)0 : tally11((short *)nullptr, Cell4{count28, 29, (42UL), (float)count28}, '\n'); 
# 68
static_assert(((12 + 18) > 29));
# 69
auto fn31 = [](double acc29, float v30) { 
# 70
acc29 = ((acc29 + (56UL)) + acc29); 
# 71
v30 = (12); 
# 72
} ; typedef decltype(fn31) __T0;
# 73
fn31(count28, -59); 
# 74
count28++; 
# 75
(__cudaPushCallConfiguration((count28 + 127) / 128, (12 + (12 + (12 + 92))) * 2, 12 + (12 + (12 + 4060)))) ? (void)0 : tally11(nullptr, Cell4{count28, (23UL), (int)(11L + count28), (9.0F)}, count28); 
# 76
count28 = ((4 + count28) * ('A')); 
# 77
return 0; 
# 78
} 

# 1 "v001150.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__598f61a8_10_v001150_cu_8062e1c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001150.cudafe1.stub.c"
#include "v001150.cudafe1.stub.c"
# 1 "v001150.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
