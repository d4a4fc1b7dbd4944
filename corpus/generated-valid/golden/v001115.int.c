# 1 "v001115.cu"
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
# 9 "v001115.cu"
enum Level2 { FAST3 = 1, FAST4, ADD5, ADD6}; 
# 12
static void weigh7(int lane8, const float *src9, const double *src10, const int *in11) ;
#if 0
# 12
{ 
# 13
double mid12 = (FAST3); 
# 14
lane8 = (((1 * lane8) << (ADD5)) + ((lane8 += 4770L), ((ADD6) - (*in11)))); 
# 15
bool t13 = ((src9[2]) + ((in11[lane8]) >> (in11[1]))) + ((unsigned)(((*src10) > ('A')) ? ADD6 : 24ULL)); 
# 16
lane8 = ((ADD5) - (t13 + t13)); 
# 17
t13 = (*src9); 
# 18
auto v14 = ((55) / (((12) != (src9[1])) ? sizeof(float) : (src9[lane8]))) + ((5.625F) - ((src9[lane8]) * (30))); 
# 19
lane8 <<= ((((*in11) >= t13) ? in11[lane8] : t13) ? in11[0] : (3 - (in11[7]))); 
# 20
} 
#endif
# 21 "v001115.cu"
static double c_kick15; 
# 23
struct Tile16 { 
# 24
int id17; 
# 25
float id18; 
# 26
int vel19; 
# 27
long hi20; 
# 28
}; 
# 30
__attribute__((visibility("hidden"))) void pack21_kernel(bool alpha22, Tile16 cfg23, const int *input24) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned dyn_25[]; 
# 32
int pass26 = 0; 
# 33
while (pass26 < 9) { 
# 34
bool sum27{false}; 
# 35
++pass26; 
# 36
}  
# 37
if ((dyn_25[pass26]) >= alpha22) { 
# 38
return; 
# 39
}  
# 40
} 
#endif
# 41 "v001115.cu"
static constexpr int TILE28 = (1 << 7); 
# 43
struct Vec29 { 
# 44
float count30; 
# 45
int mass31; 
# 46
int mass32, val33; 
# 47
void bump34(unsigned mid35) { 
# 48
Level2 y36 = ADD5; 
# 49
} 
# 50
float scale37() const { 
# 51
Level2 base38 = ADD6; 
# 52
return mass32; 
# 53
} 
# 54
}; 
# 56
template< class T, int N = 7> 
# 57
__attribute((always_inline)) __attribute__((unused)) inline T count39(T a40) {int volatile ___ = 1;(void)a40;
# 61
::exit(___);}
#if 0
# 57
{ 
# 58
a40 = (7.375F); 
# 59
Level2 cnt41 = FAST3; 
# 60
return 127U; 
# 61
} 
#endif
# 63 "v001115.cu"
long clamp42(const Tile16 &b43, double a44, Level2 a45) { 
# 64
Vec29 flag46{(3622), (-35), (31UL), (24UL)}; 
# 65
bool lo47 = (TILE28 / a45) * (false); 
# 66
for (int j48 = 0; j48 < 8; j48++) { 
# 67
float w49 = (ADD5); 
# 68
}  
# 69
double diff50 = ((19.0F)); 
# 70
return a44; 
# 71
} 
# 74
static void smooth51(Level2 beta52, float *out53, int stride54) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern float dyn_55[]; 
# 76
if ((out53[6]) == (15)) { 
# 77
return; 
# 78
}  
# 79
(dyn_55[stride54]) -= (ADD6); 
# 80
Level2 mid56 = beta52; 
# 81
} 
#endif
# 83 "v001115.cu"
int main() { 
# 84
int len57 = 630; 
# 85
int iter58 = 0; 
# 86
while (iter58 < 10) { 
# 87
Vec29 cnt59 = Vec29{(4.0F), 34, 34, iter58}; 
# 88
do { (cnt59.mass31) += (+clamp42(Tile16{(53L), (15.25F), static_cast< int>(cnt59.val33), (static_cast< long>(48U))}, len57, ADD6)); } while (0); 
# 89
++iter58; 
# 90
}  
# 91
constexpr float e60 = (22.125F); 
# 92
const char *e61 = ("ok"); 
# 93
(__cudaPushCallConfiguration((iter58 + 127) / 128, 1 << ((FAST3) + 6), sizeof(float) * (128))) ? (void)0 : weigh7(((len57 != 58) ? 126L : (13)) * clamp42(Tile16{}, len57, FAST3), (const float *)nullptr, nullptr, (const int *)nullptr); 
# 94
(__cudaPushCallConfiguration((iter58 + 63) / 64, (ADD5) + 61, 0)) ? (void)0 : pack21_kernel((FAST3) >= clamp42(Tile16{}, (22.875F), FAST4), Tile16{}, (const int *)nullptr); 
# 95
(__cudaPushCallConfiguration(dim3(2 * 2, (len57 + 255) / 256, 64 * 4), 1 << ((ADD5) + ((ADD5) + 3)))) ? (void)0 : smooth51(FAST4, (float *)nullptr, (1883L + iter58) * len57); 
# 96
return 0; 
# 97
} 

# 1 "v001115.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9bd1375a_10_v001115_cu_c_kick15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001115.cudafe1.stub.c"
#include "v001115.cudafe1.stub.c"
# 1 "v001115.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
