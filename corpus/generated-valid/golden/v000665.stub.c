#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000665.fatbin.c"
static void __device_stub__Z6score3PKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp25_kerneliPdPi(int, double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil39_kernelPiS_(int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6score3PKd(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))score3)), 0U);}
# 8 "v000665.cu"
static void score3( const double *__cuda_0)
# 9 "v000665.cu"
{__device_stub__Z6score3PKd( __cuda_0);
# 19 "v000665.cu"
}
# 1 "v000665.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp25_kerneliPdPi( int __par0,  double *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, int *))warp25_kernel)), 0U); }
# 43 "v000665.cu"
void warp25_kernel( int __cuda_0,double *__cuda_1,int *__cuda_2)
# 44 "v000665.cu"
{__device_stub__Z13warp25_kerneliPdPi( __cuda_0,__cuda_1,__cuda_2);
# 56 "v000665.cu"
}
# 1 "v000665.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil39_kernelPiS_( int *__restrict__ __par0,  int *__par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *))stencil39_kernel)), 0U); }
# 69 "v000665.cu"
void stencil39_kernel( int *__restrict__ __cuda_0,int *__cuda_1)
# 70 "v000665.cu"
{__device_stub__Z16stencil39_kernelPiS_( __cuda_0,__cuda_1);
# 83 "v000665.cu"
}
# 1 "v000665.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int *))stencil39_kernel), _Z16stencil39_kernelPiS_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, double *, int *))warp25_kernel), _Z13warp25_kerneliPdPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const double *))score3), _Z6score3PKd, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_sift1,::d_sift1), 0, 4UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_accum2,::c_accum2), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN40_INTERNAL_9283d046_10_v000665_cu_d_sift142_GLOBAL__N__9283d046_10_v000665_cu_d_sift18d_fold38E,::_NV_ANON_NAMESPACE::d_fold38), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
