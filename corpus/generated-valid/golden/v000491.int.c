# 1 "v000491.cu"
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
# 6 "v000491.cu"
enum Phase2 { OFF3, BLUE4, BLUE5 = 6}; 
# 8
struct alignas(16) Vec6 { 
# 9
int val7; 
# 10
long long y8; 
# 11
unsigned long long weight9; 
# 12
unsigned long long id10; 
# 13
unsigned long long get11() const { 
# 14
return (id10) + ((17U) - (id10)); 
# 15
} 
# 16
}; 
# 18
__attribute__((visibility("hidden"))) void scatter12_kernel(Phase2 a13) ;
#if 0
# 18
{ 
# 19
for (int j14 = 0; j14 < 11; j14 += 1) { 
# 20
long u15{(30)}; 
# 21
}  
# 22
int u16 = a13 / 2; 
# 23
u16 = u16; 
# 24
} 
#endif
# 26 "v000491.cu"
int check_apply17(int len18, double a19, int len20) { 
# 27
constexpr int lim21 = 47; 
# 28
auto fn24 = []() { 
# 29
size_t w22[3] = {}; 
# 30
const unsigned *w23 = (nullptr); 
# 31
} ; typedef decltype(fn24) __T0;
# 32
fn24(); 
# 33
int iter25 = 0; 
# 34
while ((iter25 < 4) && (len20 != len20)) { 
# 35
if (len18) { 
# 36
return len20; 
# 37
}  
# 38
++iter25; 
# 39
}  
# 40
const int cnt26 = 5; 
# 41
return cnt26; 
# 42
} 
# 43
enum class Axis27: int { 
# 44
Mul28, 
# 45
High29 = 5, 
# 46
Low30, 
# 47
Low31, 
# 48
Busy32 = 9
# 49
}; 
# 51
int host_step33(const unsigned char *input34, int len35, float cfg36) { 
# 52
Vec6 y37 = Vec6{16, (-62), (49), 5ULL}; 
# 53
if ((input34[len35]) > 40) { 
# 54
return check_apply17((BLUE4) * cfg36, (*input34) / 2, input34[len35]); 
# 55
}  
# 56
Vec6 f38{len35, (64), (76), (31)}; 
# 57
return y37.id10; 
# 58
} 
# 60
int main() { 
# 61
int size39 = 1622; 
# 62
size39 |= 40; 
# 63
(__cudaPushCallConfiguration(((BLUE4) + (BLUE4)) * 2, (BLUE5) + 506)) ? (void)0 : scatter12_kernel(OFF3); 
# 64
int pass40 = 0; 
# 65
while (pass40 < 5) { 
# 66
Phase2 lim41 = BLUE5; 
# 67
int acc42 = (((size39 += size39), (check_apply17(3680, 26, size39) % check_apply17('a', size39, -45)))); 
# 68
++pass40; 
# 69
}  
# 70
return 0; 
# 71
} 

# 1 "v000491.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d27971cb_10_v000491_cu_702b430c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000491.cudafe1.stub.c"
#include "v000491.cudafe1.stub.c"
# 1 "v000491.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
