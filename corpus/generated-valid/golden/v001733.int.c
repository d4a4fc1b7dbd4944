# 1 "v001733.cu"
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
# 18 "v001733.cu"
struct Stats5 { 
# 19
int flag6; 
# 20
float sum7; 
# 21
float y8; 
# 22
double id9; 
# 23
void reset10(long long tmp11) { 
# 24
tmp11++; 
# 25
} 
# 26
double get12() const { 
# 27
int v13 = sum7; 
# 28
return (13.5); 
# 29
} 
# 30
}; 
# 32
extern "C" {
# 33
__attribute__((unused)) int drift18(int count19, int len20) {int volatile ___ = 1;(void)count19;(void)len20;
# 37
::exit(___);}
#if 0
# 33
{ 
# 34
constexpr int z21 = ('z'); 
# 35
const unsigned x22 = 2 / len20; 
# 36
return x22 * (2); 
# 37
} 
#endif
# 39 "v001733.cu"
__attribute__((visibility("hidden"))) void accum14_kernel(float cfg15) ;
#if 0
# 39
{ 
# 40
if (cfg15 < cfg15) { 
# 41
goto out17; 
# 42
}  
# 43
for (int j16 = 0; j16 < 5; j16 += 4) { 
# 44
cfg15 /= (cfg15 - ((30) + cfg15)); 
# 45
cfg15 = (-j16); 
# 46
}  
# 47
out17:; ; 
# 48
} 
#endif
# 49 "v001733.cu"
}
# 51
static void run_count23(double *out24, int count25) { 
# 52
auto fn26 = [=]() { 
# 53
((out24)[count25]) = (count25); 
# 54
} ; typedef decltype(fn26) __T0;
# 55
fn26(); 
# 56
(out24[count25]) += count25; 
# 57
int mid27 = out24[3]; 
# 58
double r28 = (9.0F) + count25; 
# 59
} 
# 61
int count29(int stride30) { 
# 62
int t31 = stride30 - 48; 
# 63
for (int n32 = t31; n32 > 0; --n32) { 
# 64
for (int i33 = 0, j34 = stride30; i33 < j34; (++i33), (--j34)) { 
# 65
if (n32 != n32) { 
# 66
return 64; 
# 67
}  
# 68
}  
# 69
stride30 |= t31; 
# 70
}  
# 71
return (stride30 + (stride30 - 64)) * ((stride30 += stride30), sizeof(signed char)); 
# 72
} 
# 74
int main() { 
# 75
int size35 = 3606; 
# 76
size35 = (size35 * ((size35 * size35) + size35)); 
# 77
size35 = (size35 << count29(size35)); 
# 78
run_count23((double *)nullptr, count29(1828ULL)); 
# 79
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : accum14_kernel(size35); 
# 80
return 0; 
# 81
} 

# 1 "v001733.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1223d8fb_10_v001733_cu_drift18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001733.cudafe1.stub.c"
#include "v001733.cudafe1.stub.c"
# 1 "v001733.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
